import { scopeDeclaration } from '../data/scopeDeclaration';
import { authDeclaration } from './authDeclaration';
import type { SessionKeys } from './sessionKeys';

/** The running application's session keys (its declared ones over the neutral ones). */
export function sessionKeys(): SessionKeys {
  return authDeclaration().storageKeys;
}

/**
 * What logout removes: the tokens, everything about the user, and what the scope levels kept
 * with the session hold. The language stays, and so does the redirect target, which the next
 * sign-in reads.
 */
export function logoutRemovedKeys(): string[] {
  const keys = sessionKeys();
  const scoped = scopeDeclaration()
    .levels.filter((level) => level.storage === 'local')
    .flatMap((level) => [level.storageKey, level.grantedKey, level.nameKey])
    .filter((key): key is string => key !== undefined);
  return [
    keys.accessToken,
    keys.refreshToken,
    keys.idToken,
    keys.groups,
    keys.isAdmin,
    keys.userId,
    keys.username,
    ...scoped,
    keys.userInfo,
    keys.singleSignOn,
  ];
}
