import type { AuthProvider } from 'ra-core';

/**
 * An auth provider for tests: signed in (or, with `signedIn: false`, refusing the sign-in
 * check), every other answer (`canAccess`, `getPermissions` ...) from `answers`.
 */
export function testAuthProvider({ signedIn = true, ...answers }: Partial<AuthProvider> & { signedIn?: boolean } = {}): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => (signedIn ? undefined : Promise.reject(new Error('signed out'))),
    checkError: async () => undefined,
    ...answers,
  };
}
