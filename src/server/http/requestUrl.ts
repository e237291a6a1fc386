import type { IncomingMessage } from 'node:http';

/**
 * The URL as the client sent it. Express and connect cut the mount prefix (`/api`) off
 * `req.url` inside a mounted middleware and keep the full one in `originalUrl`.
 */
export function requestUrl(req: IncomingMessage): string {
  if ('originalUrl' in req && typeof req.originalUrl === 'string') return req.originalUrl;
  return req.url ?? '/';
}
