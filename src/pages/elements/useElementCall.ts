import { useQuery } from '@tanstack/react-query';
import { useAppSession } from '../../shell/AppSessionContext';
import { useScope } from '../../shell/scope/ScopeContext';
import { ELEMENT_TREE_KEY } from './useElementLevel';

/** The payload of one of an element's calls (`element/{id}/<call>`), under the tree's key so every change refetches it. */
export function useElementCall<T>(id: string, call: string, parse: (data: unknown) => T) {
  const { http } = useAppSession();
  const scope = useScope();
  return useQuery<T>({
    queryKey: [ELEMENT_TREE_KEY, call, id, scope],
    queryFn: async () => {
      const response = await http({ path: `element/${encodeURIComponent(id)}/${call}` });
      return parse((response.json as { data?: unknown } | undefined)?.data);
    },
    retry: false,
  });
}
