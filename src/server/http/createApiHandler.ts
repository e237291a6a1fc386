import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestAuth } from '../auth/requestUser';
import type { ApiRoute } from '../routes/apiRoute';
import { ApiError } from './apiError';
import { queryParams, urlPath } from './queryParams';
import { readJsonBody } from './readJsonBody';
import { requestUrl } from './requestUrl';
import { matchRoute } from './routeTable';
import { sendJson } from './sendJson';
import { newTraceId } from './traceId';

/** A connect/express middleware; it answers every request it gets and never calls `next`. */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

export interface ApiHandlerOptions {
  /** Who sent the request (src/server/auth); when given, every route not marked `public` answers 401 without a user. */
  authenticate?: (req: IncomingMessage) => Promise<RequestAuth>;
}

function sendError(res: ServerResponse, error: unknown, req: IncomingMessage): void {
  const traceId = newTraceId();
  if (error instanceof ApiError) {
    sendJson(res, error.status, { ...error.body, traceId });
    return;
  }
  // Unexpected: log it for the developer, answer 500 and keep serving.
  console.error(`[demo api] ${req.method ?? ''} ${requestUrl(req)} failed (traceId ${traceId}):`, error);
  const message = error instanceof Error ? error.message : String(error);
  if (!res.headersSent) sendJson(res, 500, { error: 'INTERNAL_SERVER_ERROR', message, traceId });
  else res.end();
}

async function answer(routes: readonly ApiRoute[], options: ApiHandlerOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const url = req.url ?? '/';
  const match = matchRoute(routes, method, urlPath(url));
  if (!match) {
    // Drain the body so the client reads the 404 instead of a reset connection.
    req.resume();
    throw new ApiError(404, { error: 'NOT_FOUND', message: `No API route for ${method} ${urlPath(requestUrl(req))}` });
  }
  const auth = options.authenticate ? await options.authenticate(req) : undefined;
  if (auth?.failure && !match.route.public) {
    req.resume();
    throw new ApiError(401, { ...auth.failure });
  }
  const body = match.route.readsBody ? await readJsonBody(req) : undefined;
  const result = await match.route.handle({ params: match.params, query: queryParams(url), body, user: auth?.user });
  sendJson(res, result.status, result.body, result.headers);
}

/**
 * The request handler of the API routes, to mount under `/api` (express or connect strip
 * the prefix from `req.url`). Unknown paths answer 404 NOT_FOUND, refusals their
 * ApiError, anything unexpected 500 INTERNAL_SERVER_ERROR; every error body has a traceId.
 * With `authenticate`, a route not marked `public` answers 401 (UNAUTHENTICATED,
 * TOKEN_EXPIRED, INVALID_TOKEN, SESSION_ENDED) unless the request carries a valid token.
 */
export function createApiHandler(routes: readonly ApiRoute[], options: ApiHandlerOptions = {}): ApiHandler {
  return (req, res) => {
    answer(routes, options, req, res).catch((error: unknown) => sendError(res, error, req));
  };
}
