import { ApiError, toApiErrorBody } from '../../framework/data/ApiError';
import { buildUrl, type QueryParams } from '../../framework/data/httpClient';
import { buildRequestHeaders } from '../../framework/data/requestHeaders';
import { readAppConfig } from '../../shell/appConfig';
import { PRODUCT_ERROR_CATALOGUE } from '../../shell/errorCatalogue';
import { readRequestContext } from '../../shell/requestContext';

/** Status of a partial FIC import or update (spec §8): its body lists what was done and what failed. */
export const PARTIAL = 409;

export interface FicAnswer {
  status: number;
  json: unknown;
}

export interface FicRequest {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: QueryParams;
  body?: unknown;
}

/**
 * A FIC call through the session's fetch (token refresh, loader). Unlike the app's HTTP
 * client it hands back a 409's body, which holds the items imported and failed; any other
 * failure is thrown as the catalogue's ApiError (503 FIC unavailable, 400 connection error).
 */
export async function ficRequest(fetchImpl: typeof fetch, { method = 'GET', path, query, body }: FicRequest): Promise<FicAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...buildRequestHeaders(readRequestContext()) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetchImpl(buildUrl(readAppConfig().apiUrl, path, query), { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
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
  if (response.ok || response.status === PARTIAL) return { status: response.status, json };
  const errorBody = toApiErrorBody(json);
  throw new ApiError({ status: response.status, path, catalogue: PRODUCT_ERROR_CATALOGUE, ...(errorBody ? { body: errorBody } : {}) });
}
