// The product's declaration first: the session below is kept under the product's storage keys.
import '../../../src/productApplication';
import type { Page } from 'playwright-core';
import { sessionKeys } from '../../../src/framework/auth/declaredSessionKeys';
import { createSessionStore } from '../../../src/framework/auth/sessionStore';
import type { LoginResult } from '../../../src/framework/auth/sessionStore';

/** The demo users (password `demo`): see the README's "Sign-in and roles". */
export type DemoUser = 'admin' | 'project-admin' | 'read-only' | 'member' | 'no-project' | 'preview-admin' | 'preview-member';

export const DEMO_PASSWORD = 'demo';

/** Local storage entries as Playwright's `storageState` takes them. */
export type StorageEntries = { name: string; value: string }[];

/**
 * Signs `user` in on the demo API and answers the local storage the app keeps after a
 * sign-in (the same code writes it), so a browser test opens the app already signed in.
 */
export async function signedInStorage(appUrl: string, user: DemoUser | string): Promise<StorageEntries> {
  const api = new URL('api/', appUrl);
  const login = await fetch(new URL('session/login', api), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: user, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Signing in as ${user} failed: HTTP ${login.status} ${await login.text()}`);
  const result = ((await login.json()) as { data: LoginResult }).data;
  const entries = new Map<string, string>();
  const store = createSessionStore({
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  });
  store.signIn(result);
  const userData = await fetch(new URL('session/get-logued-user-data', api), { headers: { Authorization: `Bearer ${result.access_token}` } });
  if (userData.ok) store.adoptUserData(((await userData.json()) as { data: unknown }).data);
  return [...entries].map(([name, value]) => ({ name, value }));
}

/** The `Authorization` header of the session the page holds (under the running application's key), for a test's own API calls. */
export async function authorizationOf(page: Pick<Page, 'evaluate'>): Promise<Record<string, string>> {
  const token = await page.evaluate((key) => localStorage.getItem(key), sessionKeys().accessToken);
  return token ? { Authorization: `Bearer ${token}` } : {};
}
