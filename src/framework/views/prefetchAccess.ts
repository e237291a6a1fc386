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
  queryClient.setQueryData(['auth', 'checkAuth', {}], true);
  if (authProvider.canAccess) {
    queryClient.setQueryData(['auth', 'canAccess', { action, resource }], true);
    queryClient.setQueryData(['auth', 'canAccess', { action, resource, enabled: true }], true);
  }
  return true;
}
