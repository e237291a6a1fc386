import type { RoutePattern } from '../http/routeTable';

export interface ApiRequest {
  /** Values of the `:name` segments of the route. */
  params: Record<string, string>;
  /** Query string, one text per name. */
  query: Record<string, string>;
  /** Parsed JSON body for routes that read one, else undefined. */
  body: unknown;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** One endpoint of the demo API. Handlers are synchronous and throw ApiError to refuse. */
export interface ApiRoute extends RoutePattern {
  readsBody: boolean;
  handle(request: ApiRequest): ApiAnswer;
}

/** Path without leading or trailing slashes: `things/` and `/things` are `things`. */
export function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** `{id}` placeholders of action paths as route parameters. */
export function toPattern(path: string): string {
  return trimSlashes(path).replace(/\{(\w+)\}/g, ':$1');
}
