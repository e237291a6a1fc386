import { sessionKeys } from '../auth/declaredSessionKeys';

/** The signed-in user as action bodies carry it (`userId`, `userName`). */
export interface CurrentUser {
  id: string;
  name: string;
}

/**
 * Reads the signed-in user from local storage, under the session's keys (see sessionKeys),
 * where the sign-in keeps them; empty without a sign-in, so actions still run.
 */
export function readCurrentUser(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): CurrentUser {
  try {
    const keys = sessionKeys();
    return { id: storage?.getItem(keys.userId) ?? '', name: storage?.getItem(keys.username) ?? '' };
  } catch {
    // Storage can throw when the browser blocks it; the API then gets empty values.
    return { id: '', name: '' };
  }
}
