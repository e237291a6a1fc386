import type { AuthProvider } from 'ra-core';
import type { SessionPermissions } from '../auth/createAuthProvider';
import { canReadReferences } from '../auth/resourceAccess';
import type { RegistrySummary } from '../registry/resourceDetails';

/**
 * Outside React (a prefetch): which referenced resources the signed-in user may ask for, by
 * the roles the auth provider's `getPermissions` answers, as `useMayReadReferences` decides
 * for the fields; without `getPermissions`, every one.
 */
export async function readableReferences(authProvider: AuthProvider, model: RegistrySummary): Promise<(resource: string) => boolean> {
  if (!authProvider.getPermissions) return () => true;
  const permissions = (await authProvider.getPermissions({}).catch(() => undefined)) as Partial<SessionPermissions> | undefined;
  const roles = permissions?.roles ?? [];
  return (resource) => canReadReferences(model, resource, roles);
}
