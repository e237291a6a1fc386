import { useAuthProvider, usePermissions } from 'ra-core';
import type { ActionDefinition } from '../registry/types';
import { allowedByRoles, rolesOfPermissions } from './actionRoles';

/**
 * Whether the signed-in user may see an action (`action.roles`). Without an auth provider
 * every action shows; with one, the actions wait for the roles.
 */
export function useActionRoles(): (action: Pick<ActionDefinition, 'roles'>) => boolean {
  const authProvider = useAuthProvider();
  const { permissions, isPending } = usePermissions<unknown>();
  if (!authProvider) return () => true;
  // Until the roles are known nothing restricted shows (every action has an allow list).
  if (isPending) return () => false;
  const roles = rolesOfPermissions(permissions);
  return (action) => allowedByRoles(action, roles);
}
