import type { ApiRequest } from '../routes/apiRoute';

/**
 * The address at the other end of the request's socket: who the sign-in throttle counts.
 * No forwarding header is read (X-Forwarded-For is the client's own to write); a server
 * behind a proxy passes its own `clientAddress` (SessionOptions).
 */
export function socketAddress(request: ApiRequest): string | undefined {
  return request.clientAddress;
}
