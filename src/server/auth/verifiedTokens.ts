import type { JWTPayload } from 'jose';

/**
 * Tokens whose signature and claims were verified, until they expire: a signed-in client
 * sends the same access token with every call for its lifetime, and an ES256 check costs
 * more than the rest of a list request. Bounded; the oldest entry goes first.
 */
export function createVerifiedTokens(capacity = 2000, now: () => number = Date.now) {
  const verified = new Map<string, JWTPayload>();
  return {
    /** The payload of a token verified before and not expired since. */
    get(token: string): JWTPayload | undefined {
      const payload = verified.get(token);
      if (!payload) return undefined;
      if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now()) {
        verified.delete(token);
        return undefined;
      }
      return payload;
    },
    remember(token: string, payload: JWTPayload): void {
      if (verified.size >= capacity) verified.delete(verified.keys().next().value as string);
      verified.set(token, payload);
    },
  };
}
