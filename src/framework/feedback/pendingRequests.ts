/** Header a request carries to skip the loader (spec §7 pass-through headers). */
export const LOADER_TYPE_HEADER = 'Loader-Type';
/** The value of Loader-Type that means "no loader" (dashboards, background checks). */
export const NO_LOADER = 'none';

type Listener = () => void;

/**
 * How many requests are pending, for the loader overlay (spec §2 "a loader overlay, shown
 * while at least one request is pending").
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
    /** A `fetch` that counts its requests, except those marked `Loader-Type: none`. */
    track(fetchImpl: typeof fetch): typeof fetch {
      return async (input, init) => {
        const headers = new Headers(init?.headers);
        if (headers.get(LOADER_TYPE_HEADER)?.toLowerCase() === NO_LOADER) {
          headers.delete(LOADER_TYPE_HEADER);
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
