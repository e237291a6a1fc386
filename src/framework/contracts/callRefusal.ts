import { ApiError } from '../data/ApiError';
import type { CallContract, CallRefusalBody } from './callContract';

/**
 * The body of a refusal the page reads (a partial import's items, an import's rows in
 * error), typed by the call's contract: the error when it is a refusal of `status` that the
 * contract declares with a body, undefined for any other failure (which the page shows as
 * an error).
 *
 * @example
 * try { await importSelected.mutateAsync({ body }) }
 * catch (error) { const partial = refusalBody(error, IMPORT_FVIS, 409); if (!partial) throw error; show(partial.data) }
 */
export function refusalBody<C extends CallContract, S extends number>(error: unknown, contract: C, status: S): CallRefusalBody<C, S> | undefined {
  const refusal = contract.refusals?.[status];
  if (!(error instanceof ApiError) || error.status !== status || !refusal || !('json' in refusal)) return undefined;
  if (error.answer === null || typeof error.answer !== 'object') return undefined;
  return error.answer as CallRefusalBody<C, S>;
}
