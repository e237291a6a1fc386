/** The signed-in user as action bodies carry it (`userId`, `userName`). */
export interface CurrentUser {
  id: string;
  name: string;
}

/**
 * Reads the signed-in user from local storage (`userid`, `username`), where the sign-in
 * will keep them; empty until sign-in exists, so actions still run in the demo.
 */
export function readCurrentUser(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): CurrentUser {
  try {
    return { id: storage?.getItem('userid') ?? '', name: storage?.getItem('username') ?? '' };
  } catch {
    // Storage can throw when the browser blocks it; the API then gets empty values.
    return { id: '', name: '' };
  }
}
