import { useQuery } from '@tanstack/react-query';
import { useAppSession } from '../../shell/AppSessionContext';
import { useScope } from '../../shell/scope/ScopeContext';
import { LEVEL_SIZE, levelPath, parseElementLevel, type ElementLevel } from './elementTreeCalls';

/** The query key of every tree level: what a change of the hierarchy refetches. */
export const ELEMENT_TREE_KEY = 'element-tree';

/** One level of the element tree, loaded when first shown (scope in the key: its headers go with the call). */
export function useElementLevel(parentId: string | undefined) {
  const { http } = useAppSession();
  const scope = useScope();
  return useQuery<ElementLevel>({
    queryKey: [ELEMENT_TREE_KEY, parentId ?? null, scope],
    queryFn: async () => {
      const response = await http({ path: levelPath(parentId), query: { limit: String(LEVEL_SIZE) } });
      return parseElementLevel((response.json as { data?: unknown } | undefined)?.data);
    },
    retry: false,
  });
}
