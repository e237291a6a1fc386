/**
 * Who may do what (spec §6), as data. The browser (routes, menu, buttons) and the demo API
 * (401/403) read the same rules from the resource definitions through these functions.
 * No DOM, no React.
 */
import type { Operation } from './types';

/** The product's role names (spec §6, §9). */
export const ROLES = ['ADMIN', 'PROJECT_ADMIN', 'READ_ONLY', 'USER'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that write when a definition says nothing (spec §6 leaves detailed rights open). */
export const DEFAULT_WRITE_ROLES: readonly Role[] = ['ADMIN', 'PROJECT_ADMIN'];

const READ_OPERATIONS: readonly Operation[] = ['list', 'show', 'export'];
const WRITE_OPERATIONS: readonly Operation[] = ['create', 'edit', 'delete'];

/**
 * The roles allowed per operation of a resource. An empty list means every signed-in
 * user; ADMIN passes every check whatever the list says.
 */
export type AccessRules = Record<Operation, Role[]>;

/** Roles as the token carries them, upper-cased (spec §6: compared case-insensitively); unknown names kept so a check can fail on them. */
export function normalizeRoles(roles: readonly unknown[]): string[] {
  return roles.filter((role): role is string => typeof role === 'string').map((role) => role.toUpperCase());
}

/** Whether a user with `userRoles` passes an allow list (`[]`: any signed-in user; ADMIN always). */
export function rolesAllow(allowed: readonly string[], userRoles: readonly string[]): boolean {
  const roles = normalizeRoles(userRoles);
  if (roles.includes('ADMIN')) return true;
  if (allowed.length === 0) return true;
  return allowed.some((role) => roles.includes(role.toUpperCase()));
}

/** The authored `access` block of a resource definition. */
export interface AuthoredAccess {
  /** Who may read (list, show, export) when those are not given; absent: every signed-in user. */
  roles?: Role[];
  list?: Role[];
  show?: Role[];
  create?: Role[];
  edit?: Role[];
  delete?: Role[];
  export?: Role[];
}

/** Every operation's allow list, defaults filled: reads from `roles` (any signed-in user), writes ADMIN and PROJECT_ADMIN. */
export function normalizeAccess(authored: AuthoredAccess | undefined): AccessRules {
  const read = authored?.roles ?? [];
  const rules = {} as AccessRules;
  for (const operation of READ_OPERATIONS) rules[operation] = [...(authored?.[operation] ?? read)];
  for (const operation of WRITE_OPERATIONS) rules[operation] = [...(authored?.[operation] ?? DEFAULT_WRITE_ROLES)];
  return rules;
}

/** The allow list of an action: its `roles`, else the write default. */
export function actionAllowList(action: { roles?: readonly string[] }): readonly string[] {
  return action.roles ?? DEFAULT_WRITE_ROLES;
}

/** Whether `userRoles` may run `operation` on a resource with these rules. */
export function canPerform(access: AccessRules, operation: Operation, userRoles: readonly string[]): boolean {
  return rolesAllow(access[operation], userRoles);
}

/** Whether `userRoles` may run an action (`action.roles`, default the write roles). */
export function canRunAction(action: { roles?: readonly string[] }, userRoles: readonly string[]): boolean {
  return rolesAllow(actionAllowList(action), userRoles);
}
