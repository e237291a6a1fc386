import { useQuery } from '@tanstack/react-query';
import type { ELEMENT_EVENTS, ELEMENT_PENDENCIES, ELEMENT_PRESERVATION_PLAN } from '../../contracts/elements';
import type { CallAnswer, CallInput } from '../../framework/contracts/callContract';
import { callRequest } from '../../framework/contracts/callRequest';
import { useAppSession } from '../../shell/AppSessionContext';
import { useScope } from '../../shell/scope/ScopeContext';
import { ELEMENT_TREE_KEY } from './useElementLevel';

/** The calls on one element's related records (`element/{id}/<call>`). */
export type ElementRelatedCall = typeof ELEMENT_PENDENCIES | typeof ELEMENT_EVENTS | typeof ELEMENT_PRESERVATION_PLAN;

/**
 * The answer of one of an element's related calls, under the tree's key so every change refetches it.
 *
 * @example
 * const pendencies = useElementCall(ELEMENT_PENDENCIES, id).data?.data;
 */
export function useElementCall<C extends ElementRelatedCall>(call: C, id: string) {
  const { http } = useAppSession();
  const scope = useScope();
  return useQuery<CallAnswer<C>>({
    queryKey: [ELEMENT_TREE_KEY, call.path, id, scope],
    // Every related call takes the element's id alone.
    queryFn: () => callRequest(http, call, { params: { id } } as CallInput<C>),
    retry: false,
  });
}
