import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'ra-core';

/**
 * The signed-in user's permissions and identity, asked at start-up and kept under the keys
 * react-admin's `usePermissions` and `useGetIdentity` read. react-admin's routes wait for the
 * permissions to read their children again, and the user menu for the identity: answered
 * after the first render, each redraws the whole layout. Nobody signed in: nothing is kept.
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
