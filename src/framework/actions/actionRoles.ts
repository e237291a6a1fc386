import { canRunAction } from '../registry/access';
import type { ActionDefinition } from '../registry/types';

/**
 * The roles in react-admin's permissions: a role name, a list of them, or `{ roles }`.
 * Undefined when the shape says nothing about roles.
 */
export function rolesOfPermissions(permissions: unknown): string[] | undefined {
  if (typeof permissions === 'string') return [permissions];
  if (Array.isArray(permissions)) return permissions.filter((role): role is string => typeof role === 'string');
  if (permissions !== null && typeof permissions === 'object') {
    const roles = (permissions as { roles?: unknown }).roles;
    if (Array.isArray(roles)) return roles.filter((role): role is string => typeof role === 'string');
  }
  return undefined;
}

/**
 * Whether a user with `roles` sees the action (`canRunAction`: its `roles`, else the declared
 * default writers; the super role always); unknown roles (an app without sign-in) see everything.
 */
export function allowedByRoles(action: Pick<ActionDefinition, 'roles'>, roles: readonly string[] | undefined): boolean {
  if (roles === undefined) return true;
  return canRunAction(action, roles);
}
