export interface SessionFetchOptions {
  fetch: typeof fetch;
  /** The access token now in storage. */
  readToken: () => string | null;
  /** Whether a token should be refreshed before it is sent. */
  isExpired: (token: string) => boolean;
  /** A new access token, or null when the session cannot be renewed; shared by concurrent callers. */
  refresh: () => Promise<string | null>;
  /** The session is over (refresh refused): keep what matters, clear, go to sign-in. */
  onSessionLost: () => void;
}

function withToken(init: RequestInit | undefined, token: string | null): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return { ...init, headers };
}

/**
 * A `fetch` that keeps the session alive: an expired token is
 * refreshed before the request goes, a 401 refreshes once and replays the request with
 * the new token, and only when the refresh fails is the session declared lost (the 401
 * then reaches the caller). Requests that carry no token (sign-in, public pages) pass
 * through untouched.
 */
export function createSessionFetch({ fetch: fetchImpl, readToken, isExpired, refresh, onSessionLost }: SessionFetchOptions): typeof fetch {
  return async (input, init) => {
    const sent = new Headers(init?.headers).get('Authorization');
    if (!sent) return fetchImpl(input, init);
    let token = readToken();
    let refreshed = false;
    if (token && isExpired(token)) {
      refreshed = true;
      token = (await refresh()) ?? token;
    }
    const response = await fetchImpl(input, withToken(init, token));
    if (response.status !== 401) return response;
    // Another request may have refreshed meanwhile: replay with that token first.
    const current = readToken();
    let replayToken: string | null = current && current !== token ? current : null;
    if (!replayToken && !refreshed) replayToken = await refresh();
    if (replayToken) {
      const replayed = await fetchImpl(input, withToken(init, replayToken));
      if (replayed.status !== 401) return replayed;
      onSessionLost();
      return replayed;
    }
    onSessionLost();
    return response;
  };
}
