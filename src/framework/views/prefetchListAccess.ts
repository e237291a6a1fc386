import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'ra-core';

/**
 * How long an access answer asked at start-up counts as fresh. The answers come from the
 * signed-in user's roles, which change only with a new sign-in (react-admin clears the
 * cache then); within this time a menu entry does not ask again when it mounts.
 */
export const ACCESS_FRESH_MS = 60_000;

/**
 * Whether the signed-in user may list each of `resources`, asked of the auth provider at
 * start-up and kept under the key react-admin's `useCanAccess` reads (the sidebar's
 * resource entries): the menu shows its entries on its first render, instead of growing
 * entry by entry and drawing itself again as each answer arrives. Nobody signed in: nothing is kept.
 */
export async function prefetchListAccess(queryClient: QueryClient, authProvider: AuthProvider, resources: readonly string[]): Promise<void> {
  const canAccess = authProvider.canAccess;
  if (!canAccess) return;
  try {
    await authProvider.checkAuth({});
  } catch {
    return;
  }
  queryClient.setQueryDefaults(['auth', 'canAccess'], { staleTime: ACCESS_FRESH_MS });
  const answers = await Promise.all(resources.map((resource) => canAccess({ resource, action: 'list' }).catch(() => undefined)));
  resources.forEach((resource, index) => {
    const answer = answers[index];
    if (typeof answer === 'boolean') queryClient.setQueryData(['auth', 'canAccess', { action: 'list', resource }], answer);
  });
}
