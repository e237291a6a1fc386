import { actionAllowList, canPerform, rolesAllow, type AccessRules } from '../registry/access';
import type { CallAccess } from './callContract';

/** What a call's access reads of a resource: its operations' rules and its actions' roles (a registry resource is one). */
export interface ResourceAccess {
  access: AccessRules;
  actions: readonly { name: string; roles?: readonly string[] }[];
}

/** A resource by name, as the registry holds it (undefined: no such resource). */
export type AccessOfResource = (resource: string) => ResourceAccess | undefined;

/** The allow list a resource-following access reads; undefined when the resource or its action is missing. */
function followedRoles(access: Extract<CallAccess, { resource: string }>, accessOf: AccessOfResource): readonly string[] | undefined {
  const resource = accessOf(access.resource);
  if (!resource) return undefined;
  if ('operation' in access) return resource.access[access.operation];
  const action = resource.actions.find((candidate) => candidate.name === access.action);
  return action && actionAllowList(action);
}

/** The roles a call's access lets in (`[]`: every signed-in user), read from the resource's rule or action when it follows one. */
export function allowedRoles(access: CallAccess, accessOf: AccessOfResource): readonly string[] | 'public' {
  if ('public' in access) return 'public';
  if ('roles' in access) return access.roles;
  return followedRoles(access, accessOf) ?? [];
}

/** Whether a signed-in user with `roles` may make a call of this access (a missing resource or action lets no one in). */
export function callAllows(access: CallAccess, roles: readonly string[], accessOf: AccessOfResource): boolean {
  if ('public' in access) return true;
  if ('roles' in access) return rolesAllow(access.roles, roles);
  if ('operation' in access) {
    const resource = accessOf(access.resource);
    return resource !== undefined && canPerform(resource.access, access.operation, roles);
  }
  const allowed = followedRoles(access, accessOf);
  return allowed !== undefined && rolesAllow(allowed, roles);
}

/** What is wrong with an access that follows a resource (no such resource, no such action), or undefined when it holds. */
export function callAccessFault(access: CallAccess, accessOf: AccessOfResource): string | undefined {
  if (!('resource' in access)) return undefined;
  const resource = accessOf(access.resource);
  if (!resource) return `its access follows resource "${access.resource}", which the registry does not have`;
  if (!('action' in access) || resource.actions.some((action) => action.name === access.action)) return undefined;
  const names = resource.actions.map((action) => action.name);
  return `its access follows action "${access.action}" of resource "${access.resource}", which has ${names.length > 0 ? `the actions ${names.join(', ')}` : 'no actions'}`;
}
