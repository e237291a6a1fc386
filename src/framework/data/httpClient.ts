import { ApiError, toApiErrorBody } from './ApiError';
import type { ErrorCatalogue } from './errorCatalogue';
import { buildRequestHeaders, overrideContext, type RequestContext } from './requestHeaders';

export type QueryParams = Record<string, string | undefined>;

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path relative to the API base (`discipline/page`). */
  path: string;
  query?: QueryParams;
  body?: unknown;
  /** Extra headers of this call (`quietHeaders()` keeps the loader hidden). */
  headers?: Record<string, string>;
  /** What this call changes in the request context (another scope value: see RequestMeta). */
  context?: Partial<RequestContext>;
  /** `blob`: the answer is a file (a download), read as a Blob into `blob`; JSON otherwise. */
  answer?: 'json' | 'blob';
  /** A file's bytes as they come: received so far, and the total when the answer says it (Content-Length). */
  onBytes?: (received: number, total: number | undefined) => void;
  /** Aborts the call (a cancelled download). */
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  json: unknown;
  /** The answer's bytes, when the request asked for a blob and the call succeeded. */
  blob?: Blob;
}

export type HttpClient = (request: HttpRequest) => Promise<HttpResponse>;

export interface HttpClientOptions {
  /** API root, absolute (`https://host/api`) or relative to the page (`/api`). */
  baseUrl: string;
  /** Read before every request, so a new token, language or scope applies at once. */
  getRequestContext: () => RequestContext;
  fetch?: typeof fetch;
  /** How failures are presented (the application's error catalogue); the HTTP rows when not given. */
  catalogue?: ErrorCatalogue;
}

/** Joins the API base, a path and its query string. */
export function buildUrl(baseUrl: string, path: string, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.append(key, value);
  const text = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${text ? `?${text}` : ''}`;
}

/**
 * The one place that talks HTTP: adds the spec's headers, sends JSON or a form, reads JSON
 * or a file, and turns every failure, a lost connection included, into an ApiError
 * classified by the catalogue.
 */
/** A file answer read chunk by chunk, each step told to `onBytes`. */
async function readCounting(response: Response, onBytes: NonNullable<HttpRequest['onBytes']>): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const parts: BlobPart[] = [];
  let received = 0;
  onBytes(0, total);
  for (let step = await reader.read(); !step.done; step = await reader.read()) {
    parts.push(step.value);
    received += step.value.byteLength;
    onBytes(received, total);
  }
  return new Blob(parts, { type: response.headers.get('Content-Type') ?? '' });
}

export function createHttpClient({
  baseUrl,
  getRequestContext,
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
  catalogue,
}: HttpClientOptions): HttpClient {
  return async ({ method = 'GET', path, query, body, headers: extra, context, answer = 'json', onBytes, signal }) => {
    const headers: Record<string, string> = {
      Accept: answer === 'json' ? 'application/json' : '*/*',
      ...buildRequestHeaders(overrideContext(getRequestContext(), context)),
      ...extra,
    };
    // A form goes as multipart: the browser writes its Content-Type with the boundary.
    const form = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(buildUrl(baseUrl, path, query), {
        method,
        headers,
        ...(body !== undefined ? { body: form ? body : JSON.stringify(body) } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError({ status: 0, path, catalogue });
    }
    if (response.ok && answer === 'blob') {
      const blob = onBytes ? await readCounting(response, onBytes) : await response.blob();
      return { status: response.status, headers: response.headers, json: undefined, blob };
    }
    const text = await response.text();
    let json: unknown = undefined;
    if (text) {
      try {
        json = JSON.parse(text) as unknown;
      } catch {
        json = { error: `HTTP_${response.status}`, message: text.slice(0, 500) };
      }
    }
    if (!response.ok) {
      const errorBody = toApiErrorBody(json);
      throw new ApiError({ status: response.status, path, catalogue, answer: json, ...(errorBody ? { body: errorBody } : {}) });
    }
    return { status: response.status, headers: response.headers, json };
  };
}
