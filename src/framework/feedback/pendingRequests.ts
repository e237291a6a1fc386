import { QUIET_VALUE, httpDeclaration } from '../data/httpDeclaration';

type Listener = () => void;

/**
 * How many requests are pending, for the loader overlay (shown while at least one request
 * is pending).
 */
export function createPendingRequests() {
  let count = 0;
  const listeners = new Set<Listener>();
  const change = (delta: number) => {
    count += delta;
    for (const listener of listeners) listener();
  };
  return {
    count: () => count,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** A `fetch` that counts its requests, except the quiet ones (`quietHeaders()`), whose mark it takes off. */
    track(fetchImpl: typeof fetch): typeof fetch {
      return async (input, init) => {
        const headers = new Headers(init?.headers);
        const { quietHeader } = httpDeclaration();
        if (headers.get(quietHeader)?.toLowerCase() === QUIET_VALUE) {
          headers.delete(quietHeader);
          return fetchImpl(input, { ...init, headers });
        }
        change(1);
        try {
          return await fetchImpl(input, init);
        } finally {
          change(-1);
        }
      };
    },
  };
}

export type PendingRequests = ReturnType<typeof createPendingRequests>;
