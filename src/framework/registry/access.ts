/**
 * Who may do what, as data. The browser (routes, menu, buttons) and the demo API (401/403)
 * read the same rules from the resource definitions through these functions, over the roles
 * the application declares (its `roles` section). No DOM, no React.
 */
import { declaredSection } from '../application/applicationDeclaration';
import type { Operation } from './types';

/** A role name, one of those the application declares. */
export type Role = string;

/** What an application declares about its roles; each key left out takes the neutral default. */
export interface RolesDeclaration {
  /** Every role name the application's tokens and definitions use (neutral: none). */
  names?: readonly Role[];
  /** The role that passes every allow list and grants every value (neutral: none). */
  superRole?: Role;
  /** Who writes (create, edit, delete, actions) when a definition is silent (neutral: `[]`, every signed-in user). */
  defaultWriters?: readonly Role[];
  /** Whether role names compare regardless of case, a token's `editor` being `Editor` (neutral: no). */
  caseInsensitive?: boolean;
}

declare module '../application/applicationDeclaration' {
  interface ApplicationSections {
    roles: RolesDeclaration;
  }
}

/** The running application's roles, every key filled. */
export type DeclaredRoles = Required<Omit<RolesDeclaration, 'superRole'>> & Pick<RolesDeclaration, 'superRole'>;

/** A role name as compared: upper-cased where names compare regardless of case. */
const fold = (role: string, caseInsensitive: boolean): string => (caseInsensitive ? role.toUpperCase() : role);

/** The names among `roles`, as compared. */
function foldedNames(roles: readonly unknown[], caseInsensitive: boolean): string[] {
  const names: string[] = [];
  for (const role of roles) if (typeof role === 'string') names.push(fold(role, caseInsensitive));
  return names;
}

interface ResolvedRoles {
  from: RolesDeclaration | undefined;
  roles: DeclaredRoles;
  /** Declared names by their upper case. */
  spelling: ReadonlyMap<string, Role>;
  /** The super role as compared (upper-cased where names compare regardless of case). */
  superRole: Role | undefined;
}

let resolved: ResolvedRoles | undefined;

/** The filled section, kept until another section is declared (every access check reads it). */
function resolveRoles(): ResolvedRoles {
  const from = declaredSection('roles');
  if (resolved && resolved.from === from) return resolved;
  const roles: DeclaredRoles = { names: from?.names ?? [], defaultWriters: from?.defaultWriters ?? [], caseInsensitive: from?.caseInsensitive ?? false };
  if (from?.superRole !== undefined) roles.superRole = from.superRole;
  const spelling = new Map(roles.names.map((name) => [name.toUpperCase(), name]));
  resolved = { from, roles, spelling, superRole: roles.superRole === undefined ? undefined : fold(roles.superRole, roles.caseInsensitive) };
  return resolved;
}

/** The declared `roles` section over the neutral default: no names, no super role, writes open to every signed-in user. */
export function declaredRoles(): DeclaredRoles {
  return resolveRoles().roles;
}

/** The role names the application declares (for the definitions' meta-schema, the role pickers). */
export function declaredRoleNames(): readonly Role[] {
  return declaredRoles().names;
}

/** Who writes when a definition names no roles (`[]`: every signed-in user). */
export function defaultWriters(): readonly Role[] {
  return declaredRoles().defaultWriters;
}

const READ_OPERATIONS: readonly Operation[] = ['list', 'show', 'export'];
const WRITE_OPERATIONS: readonly Operation[] = ['create', 'edit', 'delete'];

/**
 * The roles allowed per operation of a resource. An empty list means every signed-in
 * user; the declared super role passes every check whatever the list says.
 */
export type AccessRules = Record<Operation, Role[]>;

/**
 * Roles as the token carries them, what is not a name dropped. Where names compare regardless
 * of case, a declared name takes its declared spelling and another is upper-cased; unknown
 * names are kept so a check can fail on them.
 */
export function normalizeRoles(roles: readonly unknown[]): string[] {
  const names = roles.filter((role): role is string => typeof role === 'string');
  const { roles: declared, spelling } = resolveRoles();
  if (!declared.caseInsensitive) return names;
  return names.map((role) => spelling.get(role.toUpperCase()) ?? role.toUpperCase());
}

/** Whether `userRoles` hold the declared super role (none declared: never). */
export function hasSuperRole(userRoles: readonly unknown[]): boolean {
  const { roles, superRole } = resolveRoles();
  return superRole !== undefined && foldedNames(userRoles, roles.caseInsensitive).includes(superRole);
}

/**
 * An allow list as a refusal or a document names it: the declared super role first (it always
 * may), then the list's other roles; none declared, the list as it is.
 */
export function namedAllowList(allowed: readonly Role[]): Role[] {
  const { roles, superRole } = resolveRoles();
  if (roles.superRole === undefined) return [...allowed];
  return [roles.superRole, ...allowed.filter((role) => fold(role, roles.caseInsensitive) !== superRole)];
}

/** Whether a user with `userRoles` passes an allow list (`[]`: any signed-in user; the super role always). */
export function rolesAllow(allowed: readonly string[], userRoles: readonly string[]): boolean {
  const { roles, superRole } = resolveRoles();
  const held = foldedNames(userRoles, roles.caseInsensitive);
  if (superRole !== undefined && held.includes(superRole)) return true;
  if (allowed.length === 0) return true;
  return allowed.some((role) => held.includes(fold(role, roles.caseInsensitive)));
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

/** Every operation's allow list, defaults filled: reads from `roles` (any signed-in user), writes from the declared default writers. */
export function normalizeAccess(authored: AuthoredAccess | undefined): AccessRules {
  const read = authored?.roles ?? [];
  const writers = defaultWriters();
  const rules = {} as AccessRules;
  for (const operation of READ_OPERATIONS) rules[operation] = [...(authored?.[operation] ?? read)];
  for (const operation of WRITE_OPERATIONS) rules[operation] = [...(authored?.[operation] ?? writers)];
  return rules;
}

/** The allow list of an action: its `roles`, else the declared default writers. */
export function actionAllowList(action: { roles?: readonly string[] }): readonly string[] {
  return action.roles ?? defaultWriters();
}

/** Whether `userRoles` may run `operation` on a resource with these rules. */
export function canPerform(access: AccessRules, operation: Operation, userRoles: readonly string[]): boolean {
  return rolesAllow(access[operation], userRoles);
}

/** Whether `userRoles` may run an action (`action.roles`, default the declared writers). */
export function canRunAction(action: { roles?: readonly string[] }, userRoles: readonly string[]): boolean {
  return rolesAllow(actionAllowList(action), userRoles);
}
