import { runAsActor } from '../audit/auditActor';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestAuth } from '../auth/requestUser';
import { CollectionFileError } from '../store/readCollectionFile';
import type { ApiRoute } from '../routes/apiRoute';
import { ApiError } from './apiError';
import { BODY_LIMITS, checkBodyLimits } from './checkBodyLimits';
import { checkContentType } from './checkContentType';
import { checkOrigin, configuredOrigins } from './checkOrigin';
import { checkUrlLength } from './checkUrlLength';
import { FileBody } from './fileBody';
import { methodNotAllowed } from './methodNotAllowed';
import { queryParams, urlPath } from './queryParams';
import { readJsonBody } from './readJsonBody';
import { requestUrl } from './requestUrl';
import { allowedMethods, matchRoute } from './routeTable';
import { setSecurityHeaders } from './securityHeaders';
import { sendFile } from './sendFile';
import { sendJson } from './sendJson';
import { sendStream } from './sendStream';
import { StreamBody } from './streamBody';
import { newTraceId } from './traceId';

/** A connect/express middleware; it answers every request it gets and never calls `next`. */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

export interface ApiHandlerOptions {
  /** Who sent the request (src/server/auth); when given, every route not marked `public` answers 401 without a user. */
  authenticate?: (req: IncomingMessage) => Promise<RequestAuth>;
  /**
   * Settles once every change made so far is on disk; a write's answer waits for it, so
   * an acknowledged write survives a crash. Rejecting answers 503 STORAGE_UNAVAILABLE.
   */
  durable?: () => Promise<void>;
  /** Origins allowed besides loopback on the served port (default: `DEMO_ALLOWED_ORIGINS`). */
  allowedOrigins?: readonly string[];
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sendError(res: ServerResponse, error: unknown, req: IncomingMessage): void {
  const traceId = newTraceId();
  if (error instanceof ApiError) {
    sendJson(res, error.status, { ...error.body, traceId }, error.headers);
    return;
  }
  // A data file that turned out unusable when first read (a large collection is read on first use): the log names it, the caller may try again.
  if (error instanceof CollectionFileError) {
    console.error(`[demo api] ${req.method ?? ''} ${requestUrl(req)}: a data file cannot be read (traceId ${traceId}): ${error.message}`);
    if (!res.headersSent)
      sendJson(res, 503, { error: 'STORAGE_UNAVAILABLE', message: 'The stored data cannot be read; the server log names the file', traceId });
    else res.end();
    return;
  }
  // Unexpected: log it for the developer, answer 500 without its text and keep serving.
  console.error(`[demo api] ${req.method ?? ''} ${requestUrl(req)} failed (traceId ${traceId}):`, error);
  if (!res.headersSent) sendJson(res, 500, { error: 'INTERNAL_SERVER_ERROR', message: 'INTERNAL_SERVER_ERROR', traceId });
  else res.end();
}

/** The JSON body under the API's limits, or under the route's own size, which bounds its texts as well (the route's schema says how long each may be). */
async function readBody(req: IncomingMessage, maxBytes: number | undefined): Promise<unknown> {
  checkContentType(req);
  const body = await readJsonBody(req, maxBytes);
  checkBodyLimits(body, maxBytes === undefined ? BODY_LIMITS : { ...BODY_LIMITS, stringLength: maxBytes });
  return body;
}

async function answer(
  routes: readonly ApiRoute[],
  options: ApiHandlerOptions,
  origins: readonly string[],
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const url = req.url ?? '/';
  // Refusals before the body is read: drain it, so the client reads the answer instead of a reset connection.
  try {
    checkOrigin(req, origins);
    checkUrlLength(url);
  } catch (error) {
    req.resume();
    throw error;
  }
  const path = urlPath(url);
  const match = matchRoute(routes, method, path);
  if (!match) {
    req.resume();
    const allowed = allowedMethods(routes, path);
    const shown = urlPath(requestUrl(req));
    if (allowed.length > 0) throw methodNotAllowed(method, shown, allowed);
    throw new ApiError(404, { error: 'NOT_FOUND', message: `No API route for ${method} ${shown}` });
  }
  const auth = options.authenticate ? await options.authenticate(req) : undefined;
  if (auth?.failure && !match.route.public) {
    req.resume();
    throw new ApiError(401, { ...auth.failure });
  }
  try {
    match.route.authorize?.(auth?.user);
  } catch (error) {
    req.resume();
    throw error;
  }
  let body: unknown;
  if (match.route.readsBody) body = await readBody(req, match.route.maxBodyBytes);
  else if (!match.route.streamsBody) req.resume();
  const stream = match.route.streamsBody ? req : undefined;
  const user = auth?.user;
  // The audit trail reads who writes from here, whatever route makes the write.
  const result = await runAsActor(user && { userId: user.sub, userName: user.username, roles: user.roles, projectIds: user.projectIds }, () =>
    match.route.handle({
      params: match.params,
      query: queryParams(url),
      body,
      user,
      headers: req.headers,
      stream,
      ...(req.socket.remoteAddress ? { clientAddress: req.socket.remoteAddress } : {}),
    }),
  );
  if (!READ_METHODS.has(method) && options.durable) {
    await options.durable().catch((error: unknown) => {
      console.error('[demo api] a change could not be synced to disk:', error);
      throw new ApiError(503, { error: 'STORAGE_UNAVAILABLE', message: 'The change could not be saved to disk; try again' });
    });
  }
  if (result.body instanceof FileBody) await sendFile(res, result.status, result.body, method === 'HEAD', result.headers);
  else if (result.body instanceof StreamBody) await sendStream(res, result.status, result.body, method === 'HEAD', result.headers);
  else sendJson(res, result.status, result.body, result.headers);
}

/**
 * The request handler of the API routes, to mount under `/api` (express or connect strip
 * the prefix from `req.url`). Each request goes through, in order: the security headers,
 * the origin and host check (403), the URL length (414), the route (404, or 405 with
 * `Allow` when the path is served with other methods), for a body the content type (415),
 * size (413), JSON (400) and limits (400), the handler, then, for a write, the wait for
 * the disk. A route answering a FileBody has the file streamed (headers only for HEAD). With `authenticate`, a route not marked `public` answers 401 (UNAUTHENTICATED,
 * TOKEN_EXPIRED, INVALID_TOKEN, SESSION_ENDED) before its body is read unless the request
 * carries a valid token. Anything unexpected answers 500 INTERNAL_SERVER_ERROR; every
 * error body has a traceId.
 */
export function createApiHandler(routes: readonly ApiRoute[], options: ApiHandlerOptions = {}): ApiHandler {
  const origins = options.allowedOrigins ?? configuredOrigins();
  return (req, res) => {
    setSecurityHeaders(res);
    answer(routes, options, origins, req, res).catch((error: unknown) => sendError(res, error, req));
  };
}
