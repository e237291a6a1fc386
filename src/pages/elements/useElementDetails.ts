import { useQuery } from '@tanstack/react-query';
import type { ElementNode } from '../../contracts/elements';
import { useAppSession } from '../../shell/AppSessionContext';
import { useScope } from '../../shell/scope/ScopeContext';
import { fetchElementNode } from './elementTreeCalls';
import { ELEMENT_TREE_KEY } from './useElementLevel';

/** One element with its path and counts, fetched again whenever the tree is (after every change). */
export function useElementDetails(id: string) {
  const { http } = useAppSession();
  const scope = useScope();
  return useQuery<ElementNode>({
    queryKey: [ELEMENT_TREE_KEY, 'details', id, scope],
    queryFn: () => fetchElementNode(http, id),
    retry: false,
  });
}
