import { createHash, randomBytes } from 'node:crypto';

/** One-time password reset tokens (spec §7 forgot-password, set-password), kept as hashes. */
export interface ResetTokens {
  /** A new token for `userId`; earlier ones of the user stop working. */
  create(userId: string): string;
  /** The user of a live token, else undefined. */
  peek(token: string): string | undefined;
  /** The user of a live token, which then stops working. */
  consume(token: string): string | undefined;
}

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Tokens living `ttlSeconds` (default one hour), in memory: a restart voids pending links. */
export function createResetTokens({ ttlSeconds = 3600, now = () => Date.now() }: { ttlSeconds?: number; now?: () => number } = {}): ResetTokens {
  const tokens = new Map<string, { userId: string; expiresAt: number }>();
  const live = (token: string): { userId: string; expiresAt: number } | undefined => {
    const entry = tokens.get(digest(token));
    if (!entry) return undefined;
    if (entry.expiresAt < now()) {
      tokens.delete(digest(token));
      return undefined;
    }
    return entry;
  };
  return {
    create(userId) {
      for (const [key, entry] of tokens) if (entry.userId === userId || entry.expiresAt < now()) tokens.delete(key);
      const token = randomBytes(24).toString('base64url');
      tokens.set(digest(token), { userId, expiresAt: now() + ttlSeconds * 1000 });
      return token;
    },
    peek: (token) => live(token)?.userId,
    consume(token) {
      const entry = live(token);
      if (entry) tokens.delete(digest(token));
      return entry?.userId;
    },
  };
}
