import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { ApiHandler } from './createApiHandler';

/**
 * A server's listener that hands every call under `mount` (`/api`) straight to `api`, as
 * express would after mounting it (`req.url` without the mount, the full one in
 * `originalUrl`), and everything else to `app`. What express does for each request before
 * any handler runs (its request and answer prototypes, the query string parsed with qs, the
 * router's walk) is work the API, which parses its own query and sets its own headers,
 * does not need.
 */
export function apiFirst(mount: string, api: ApiHandler, app: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const after = url.charAt(mount.length);
    if (!url.startsWith(mount) || (after !== '' && after !== '/' && after !== '?')) {
      app(req, res);
      return;
    }
    Object.assign(req, { originalUrl: url });
    req.url = after === '/' ? url.slice(mount.length) : `/${url.slice(mount.length)}`;
    api(req, res);
  };
}
