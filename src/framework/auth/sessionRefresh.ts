import type { SessionClient } from './sessionClient';
import { singleFlight } from './singleFlight';
import type { SessionStore } from './sessionStore';

/**
 * The session's token refresh: one call at a time however many requests wait for it; the
 * store keeps the new tokens. Answers the new access token, or null when there is no refresh
 * token or the API refuses it (the session is then lost).
 */
export function createSessionRefresh(
  store: Pick<SessionStore, 'refreshToken' | 'refreshed'>,
  session: Pick<SessionClient, 'refreshToken'>,
): () => Promise<string | null> {
  return singleFlight(async () => {
    const refreshToken = store.refreshToken();
    if (!refreshToken) return null;
    try {
      const renewed = await session.refreshToken(refreshToken);
      store.refreshed(renewed.accessToken, renewed.refreshToken);
      return renewed.accessToken;
    } catch {
      return null;
    }
  });
}
