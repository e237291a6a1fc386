import { useAuthProvider, usePermissions } from 'ra-core';
import type { ActionDefinition } from '../registry/types';
import { allowedByRoles, rolesOfPermissions } from './actionRoles';

/**
 * Whether the signed-in user may see an action (`action.roles`). Without an auth provider
 * (sign-in comes later) every action shows; with one, restricted actions wait for the roles.
 */
export function useActionRoles(): (action: Pick<ActionDefinition, 'roles'>) => boolean {
  const authProvider = useAuthProvider();
  const { permissions, isPending } = usePermissions<unknown>();
  if (!authProvider) return () => true;
  if (isPending) return (action) => !action.roles;
  const roles = rolesOfPermissions(permissions);
  return (action) => allowedByRoles(action, roles);
}
