import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'ra-core';

/**
 * Whether the signed-in user may `action` on `resource`, asked of the auth provider at
 * start-up; a yes is kept under the keys react-admin's page controllers read (`checkAuth`,
 * then `canAccess` as `useRequireAccess` and `useIsAuthPending` ask it), so the page
 * renders its content on its first render instead of a loading state for two more rounds.
 * The controllers still ask again in the background, as for any cached answer.
 */
export async function prefetchAccess(queryClient: QueryClient, authProvider: AuthProvider, resource: string, action: string): Promise<boolean> {
  try {
    await authProvider.checkAuth({});
    if (authProvider.canAccess && !(await authProvider.canAccess({ resource, action }))) return false;
  } catch {
    return false;
  }
  keepYes(queryClient, ['auth', 'checkAuth', {}]);
  if (authProvider.canAccess) {
    keepYes(queryClient, ['auth', 'canAccess', { action, resource }]);
    keepYes(queryClient, ['auth', 'canAccess', { action, resource, enabled: true }]);
  }
  return true;
}

/** A yes already cached is left as it is: writing it again would redraw every page controller that reads it (the whole route, for `checkAuth`). */
function keepYes(queryClient: QueryClient, queryKey: readonly unknown[]): void {
  if (queryClient.getQueryData(queryKey) !== true) queryClient.setQueryData(queryKey, true);
}
