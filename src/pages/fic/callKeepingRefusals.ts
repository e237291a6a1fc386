import { fillPath } from '../../framework/contracts/callPath';
import type { CallAnswer, CallContract, CallInput } from '../../framework/contracts/callContract';
import { ApiError, toApiErrorBody } from '../../framework/data/ApiError';
import { buildUrl, type QueryParams } from '../../framework/data/httpClient';
import { buildRequestHeaders, type RequestContext } from '../../framework/data/requestHeaders';
import { readAppConfig } from '../../shell/appConfig';
import { PRODUCT_ERROR_CATALOGUE } from '../../shell/errorCatalogue';
import { readRequestContext } from '../../shell/requestContext';

/** A call's success answer, or a kept refusal with its whole JSON body. */
export type CallOrRefusal<C extends CallContract> = { ok: true; answer: CallAnswer<C> } | { ok: false; status: number; body: Record<string, unknown> };

export interface KeptRefusals {
  /** The refusal statuses whose body the page reads (409: a partial FIC import; 400: an import's rows in error). */
  keep: readonly number[];
  /** What this call changes in the request context (the project picked on a FIC screen). */
  context?: Partial<RequestContext>;
}

function queryText(query: Readonly<Record<string, unknown>> | undefined): QueryParams {
  const params: QueryParams = {};
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params[name] = String(value);
  return params;
}

/**
 * Makes a contract's call (typed by it, as `callRequest` does) through the session's fetch,
 * for the calls whose refusals carry what the page shows: a partial FIC import or update
 * (409, its items), an import's file or row errors (400, `rows`, `params`). A refusal of a
 * `keep` status comes back with its whole body; any other failure rejects with the
 * catalogue's ApiError. (The app's HTTP client keeps only the error fields of a refusal's
 * body: once it keeps the whole body, these calls go through `callRequest` like the others.)
 *
 * @example
 * const result = await callKeepingRefusals(fetch, IMPORT_FVIS, { body: { data: ids } }, { keep: [409] });
 * const outcome = result.ok ? result.answer.data : (result.body as FicImportOutcome);
 */
export async function callKeepingRefusals<C extends CallContract>(
  fetchImpl: typeof fetch,
  contract: C,
  input: CallInput<C>,
  { keep, context }: KeptRefusals,
): Promise<CallOrRefusal<C>> {
  const parts = input as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  const path = fillPath(contract.path, parts.params);
  const headers: Record<string, string> = { Accept: 'application/json', ...buildRequestHeaders({ ...readRequestContext(), ...context }) };
  const form = parts.body instanceof FormData;
  if (parts.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    const body = parts.body === undefined ? {} : { body: form ? (parts.body as FormData) : JSON.stringify(parts.body) };
    response = await fetchImpl(buildUrl(readAppConfig().apiUrl, path, queryText(parts.query)), { method: contract.method, headers, ...body });
  } catch {
    throw new ApiError({ status: 0, path, catalogue: PRODUCT_ERROR_CATALOGUE });
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    json = { error: `HTTP_${response.status}`, message: text.slice(0, 500) };
  }
  if (response.ok) return { ok: true, answer: json as CallAnswer<C> };
  if (keep.includes(response.status) && json !== null && typeof json === 'object')
    return { ok: false, status: response.status, body: json as Record<string, unknown> };
  const errorBody = toApiErrorBody(json);
  throw new ApiError({ status: response.status, path, catalogue: PRODUCT_ERROR_CATALOGUE, ...(errorBody ? { body: errorBody } : {}) });
}
