import type { IncomingMessage } from 'node:http';
import { ApiError } from './apiError';

/** Environment variable listing more origins the demo answers (`https://admin.example.com,http://10.0.0.5:5173`). */
export const ALLOWED_ORIGINS_ENV = 'DEMO_ALLOWED_ORIGINS';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Origins from `DEMO_ALLOWED_ORIGINS`, lower case, without a trailing slash. */
export function configuredOrigins(text: string | undefined = process.env[ALLOWED_ORIGINS_ENV]): string[] {
  return (text ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, '').toLowerCase())
    .filter((origin) => origin !== '');
}

function forbidden(message: string): ApiError {
  return new ApiError(403, { error: 'FORBIDDEN_ORIGIN', message });
}

/**
 * Checks who a request comes from, against DNS rebinding and cross-site writes: the `Host`
 * header must be a loopback name on the port the request came in on (`localhost`,
 * `127.0.0.1`, `[::1]`) or the host of a configured origin, and an `Origin` header, when
 * the browser sends one, `http://<that host>` or a configured origin. Throws 403
 * FORBIDDEN_ORIGIN otherwise.
 */
export function checkOrigin(req: IncomingMessage, configured: readonly string[] = configuredOrigins()): void {
  const port = req.socket.localPort;
  const loopback = LOOPBACK_HOSTS.map((host) => `${host}:${port}`);
  const configuredHosts = configured.map((origin) => origin.replace(/^[a-z]+:\/\//, ''));
  const host = (req.headers.host ?? '').toLowerCase();
  if (!loopback.includes(host) && !configuredHosts.includes(host))
    throw forbidden(`Host "${host}" is not served here; add its origin to ${ALLOWED_ORIGINS_ENV}`);
  const origin = req.headers.origin?.toLowerCase();
  if (origin === undefined) return;
  const allowed = [...loopback.map((name) => `http://${name}`), ...configured];
  if (!allowed.includes(origin)) throw forbidden(`Origin "${origin}" may not call this API; add it to ${ALLOWED_ORIGINS_ENV}`);
}
