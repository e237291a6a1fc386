import type { ELEMENT_EVENTS, ELEMENT_PENDENCIES, ELEMENT_PRESERVATION_PLAN } from '../../contracts/elements';
import type { CallAnswer, CallInput } from '../../framework/contracts/callContract';
import { useCall } from '../../framework/contracts/useCall';

/** The calls on one element's related records (`element/{id}/<call>`). */
export type ElementRelatedCall = typeof ELEMENT_PENDENCIES | typeof ELEMENT_EVENTS | typeof ELEMENT_PRESERVATION_PLAN;

/**
 * The answer of one of an element's related calls, undefined until it comes.
 *
 * @example
 * const pendencies = useElementCall(ELEMENT_PENDENCIES, id)?.data;
 */
export function useElementCall<C extends ElementRelatedCall>(call: C, id: string): CallAnswer<C> | undefined {
  // Every related call takes the element's id alone.
  return useCall(call, { params: { id } } as CallInput<C>).data;
}
