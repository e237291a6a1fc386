import { useQuery } from '@tanstack/react-query';
import { useAppSession } from '../../shell/AppSessionContext';
import { useScope } from '../../shell/scope/ScopeContext';
import { parseElementDetails, type ElementNode } from './elementTreeCalls';
import { ELEMENT_TREE_KEY } from './useElementLevel';

/** One element with its path and counts, fetched again whenever the tree is (after every change). */
export function useElementDetails(id: string) {
  const { http } = useAppSession();
  const scope = useScope();
  return useQuery<ElementNode>({
    queryKey: [ELEMENT_TREE_KEY, 'details', id, scope],
    queryFn: async () => {
      const response = await http({ path: `element/${encodeURIComponent(id)}/details-with-childrens`, query: { limit: '0' } });
      return parseElementDetails((response.json as { data?: unknown } | undefined)?.data);
    },
    retry: false,
  });
}
