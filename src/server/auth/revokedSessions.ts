import { existsSync, readFileSync } from 'node:fs';
import { writePrivateFile } from './writePrivateFile';

/** Sessions ended by logout, so their refresh (and access) tokens are refused until they would expire anyway. */
export interface RevokedSessions {
  revoke(sessionId: string, expiresAt: number): void;
  isRevoked(sessionId: string): boolean;
}

/**
 * Revoked session ids with the second their tokens expire, kept in `file` (so a restart
 * does not bring a logged-out session back) and pruned of expired entries on each write.
 */
export function createRevokedSessions(file: string, now: () => number = () => Math.floor(Date.now() / 1000)): RevokedSessions {
  const revoked = new Map<string, number>();
  if (existsSync(file)) {
    try {
      const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (stored && typeof stored === 'object') {
        for (const [id, expiresAt] of Object.entries(stored)) if (typeof expiresAt === 'number') revoked.set(id, expiresAt);
      }
    } catch {
      console.warn(`[demo api] ${file} is unreadable; it is started again.`);
    }
  }
  return {
    revoke(sessionId, expiresAt) {
      const time = now();
      for (const [id, until] of revoked) if (until < time) revoked.delete(id);
      revoked.set(sessionId, expiresAt);
      writePrivateFile(file, `${JSON.stringify(Object.fromEntries(revoked))}\n`);
    },
    isRevoked: (sessionId) => revoked.has(sessionId),
  };
}
