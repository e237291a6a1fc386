import type { HttpClient, HttpRequest, QueryParams } from '../data/httpClient';
import { successStatus, type CallAnswer, type CallContract, type CallInput } from './callContract';
import { fillPath } from './callPath';

/** Extra parts of one request that are no input of the call: its headers (the loader's), its context. */
export type CallOptions = Pick<HttpRequest, 'headers' | 'context'>;

/** Query values as the URL carries them: texts, lists joined by commas, empty values left out. */
function queryText(query: Readonly<Record<string, unknown>> | undefined): QueryParams {
  const params: QueryParams = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return params;
}

/**
 * Makes one call of a contract through the app's HTTP client: the path filled in, the
 * query and body sent as declared, the answer read as the contract says (JSON or a file).
 * Refusals arrive as the client's ApiError.
 *
 * @example
 * const totals = await callRequest(http, TOTAL_BY_STATUS, {});
 * totals.data.total;
 */
export async function callRequest<C extends CallContract>(
  http: HttpClient,
  contract: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<CallAnswer<C>> {
  const success = contract.answers[successStatus(contract)];
  const file = success !== undefined && 'file' in success;
  const parts = input as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  const response = await http({
    method: contract.method === 'PATCH' ? 'PATCH' : contract.method,
    path: fillPath(contract.path, parts.params),
    query: queryText(parts.query),
    ...(parts.body !== undefined ? { body: parts.body } : {}),
    ...options,
    answer: file ? 'blob' : 'json',
  });
  return (file ? response.blob : response.json) as CallAnswer<C>;
}
