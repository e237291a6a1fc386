import { canPerform, rolesAllow, type AccessRules } from '../registry/access';
import type { CallAccess } from './callContract';

/** A resource's access rules by name, as the registry holds them. */
export type AccessOfResource = (resource: string) => AccessRules | undefined;

/** The roles a call's access lets in (`[]`: every signed-in user), read from the resource's rule when it follows one. */
export function allowedRoles(access: CallAccess, accessOf: AccessOfResource): readonly string[] | 'public' {
  if ('public' in access) return 'public';
  if ('roles' in access) return access.roles;
  return accessOf(access.resource)?.[access.operation] ?? [];
}

/** Whether a signed-in user with `roles` may make a call of this access. */
export function callAllows(access: CallAccess, roles: readonly string[], accessOf: AccessOfResource): boolean {
  if ('public' in access) return true;
  if ('roles' in access) return rolesAllow(access.roles, roles);
  const rules = accessOf(access.resource);
  return rules !== undefined && canPerform(rules, access.operation, roles);
}
