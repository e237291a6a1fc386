import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'ra-core';

/**
 * The signed-in user's permissions and identity, asked at start-up and kept under the keys
 * react-admin's `usePermissions` and `useGetIdentity` read: its dashboard route waits for the
 * permissions and the user menu for the identity, which would otherwise come after the first
 * render and draw them again. Nobody signed in: nothing is kept.
 */
export async function prefetchUserAnswers(queryClient: QueryClient, authProvider: AuthProvider): Promise<void> {
  try {
    await authProvider.checkAuth({});
  } catch {
    return;
  }
  const [permissions, identity] = await Promise.all([
    authProvider.getPermissions ? authProvider.getPermissions({}).catch(() => undefined) : undefined,
    authProvider.getIdentity ? authProvider.getIdentity().catch(() => undefined) : undefined,
  ]);
  if (permissions !== undefined) queryClient.setQueryData(['auth', 'getPermissions', {}], permissions ?? null);
  if (identity !== undefined) queryClient.setQueryData(['auth', 'getIdentity'], identity);
}
