import type { IncomingMessage } from 'node:http';
import { ApiError } from './apiError';

/** `application/json` and the `+json` types (`application/merge-patch+json`), any parameters. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return req.headers['transfer-encoding'] !== undefined;
}

/**
 * Refuses a request body that does not say it is JSON with 415 UNSUPPORTED_MEDIA_TYPE: a
 * cross-site form or `text/plain` fetch (sent without a preflight) never reaches a handler.
 * A request without a body passes.
 */
export function checkContentType(req: IncomingMessage): void {
  if (!hasBody(req)) return;
  const type = req.headers['content-type'] ?? '';
  if (JSON_TYPE.test(type)) return;
  throw new ApiError(415, { error: 'UNSUPPORTED_MEDIA_TYPE', message: `Request bodies must be JSON (Content-Type: application/json), got "${type}"` });
}
