import { buildRequestHeaders, type RequestContext } from '../../framework/data/requestHeaders';

/** The part of a swagger-ui request the interceptor reads and changes. */
export interface DocsRequest {
  url: string;
  headers?: Record<string, string>;
}

/** Whether `url` is a call to the API at `apiUrl` (same origin, under its path). */
function isApiCall(url: string, apiUrl: string, base: string): boolean {
  try {
    const target = new URL(url, base);
    const api = new URL(apiUrl, base);
    const root = api.pathname.replace(/\/+$/, '');
    return target.origin === api.origin && (target.pathname === root || target.pathname.startsWith(`${root}/`));
  } catch {
    return false;
  }
}

/**
 * A "try it out" request with the signed-in user's headers (bearer token, ProjectId, Lang,
 * scope ids) when it goes to the app's own API; a request elsewhere leaves unchanged, so
 * the token never reaches another host. Headers the user typed in the form win.
 */
export function sessionRequest<T extends DocsRequest>(request: T, apiUrl: string, context: RequestContext, base: string): T {
  if (!isApiCall(request.url, apiUrl, base)) return request;
  request.headers = { ...buildRequestHeaders(context), ...request.headers };
  return request;
}
