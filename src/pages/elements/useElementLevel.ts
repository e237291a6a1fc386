import { useQuery } from '@tanstack/react-query';
import type { ElementLevel } from '../../contracts/elements';
import { useAppSession } from '../../shell/AppSessionContext';
import { useScope } from '../../shell/scope/ScopeContext';
import { fetchElementLevel } from './elementTreeCalls';

/** The query key of every tree level: what a change of the hierarchy refetches. */
export const ELEMENT_TREE_KEY = 'element-tree';

/** One level of the element tree, loaded when first shown (scope in the key: its headers go with the call). */
export function useElementLevel(parentId: string | undefined) {
  const { http } = useAppSession();
  const scope = useScope();
  return useQuery<ElementLevel>({
    queryKey: [ELEMENT_TREE_KEY, parentId ?? null, scope],
    queryFn: () => fetchElementLevel(http, parentId),
    retry: false,
  });
}
