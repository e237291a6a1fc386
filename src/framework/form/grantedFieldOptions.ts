import { grantableRoles, grantedValues, grantsEverything, writerScopeValues, type GrantWriter } from '../registry/grants';
import type { GrantedField } from '../registry/types';

export type { GrantWriter } from '../registry/grants';

/** Why the writer may change nothing in a granted field: it is its own record, or one holding a role it may not grant. */
export type GrantLock = 'own' | 'outOfReach';

/** How a form shows one field of a resource's `grants`. */
export interface GrantedFieldOption {
  /** The grant's path in the record (`roles[].name`, `projects[]`). */
  path: string;
  /** Set when the field is read-only, saying why; absent: the writer may change it. */
  readOnly?: GrantLock;
  /** The only values the form offers to add (the ones held stay shown); absent: every value. */
  offered?: readonly string[];
}

/**
 * What `writer` may add through `grant`, undefined when the form need not narrow it: a
 * `role` by the `grantable` table of the writer's roles, a `project` among the writer's own
 * projects. A `reference`'s choices are the API's records of the request's project, which
 * is one of the writer's: nothing to narrow here.
 */
function offeredBy(grant: GrantedField, writer: GrantWriter): string[] | undefined {
  if (grantsEverything(writer)) return undefined;
  if (grant.kind === 'role') return grantableRoles(grant, writer);
  // A scope grant offers the writer's values of the scope level of its name.
  if (grant.kind === 'project') return [...writerScopeValues(writer, grant.kind)];
  return undefined;
}

export interface GrantedFieldOptionsInput {
  /** The resource's `grants`. */
  grants: readonly GrantedField[];
  writer: GrantWriter;
  /** The record being edited (react-admin's, with its `id`); absent when creating. */
  record?: Readonly<Record<string, unknown>>;
}

/**
 * How a form shows the granted fields of a record (the demo API enforces the same rules,
 * src/server/auth/grantRules.ts): the values the writer may grant are the only ones offered;
 * on the writer's own record (its id is the token's subject) every granted field is
 * read-only, and so on a record holding a role the writer may not grant (out of its reach).
 *
 * @example
 * grantedFieldOptions({ grants: resource.grants ?? [], writer, record })
 * // → [{ path: 'roles[].name', offered: ['EDITOR', 'VIEWER'] }, ...], or with `readOnly: 'own'` on the writer's own record
 */
export function grantedFieldOptions({ grants, writer, record }: GrantedFieldOptionsInput): GrantedFieldOption[] {
  const own = record?.id !== undefined && record.id !== null && String(record.id) === writer.userId;
  const outOfReach = grants.some((grant) => {
    const offered = grant.kind === 'role' ? offeredBy(grant, writer) : undefined;
    return offered !== undefined && grantedValues(record, grant).some((value) => !offered.includes(value));
  });
  const lock: GrantLock | undefined = own ? 'own' : outOfReach ? 'outOfReach' : undefined;
  return grants.map((grant) => {
    const offered = offeredBy(grant, writer);
    return { path: grant.field, ...(lock ? { readOnly: lock } : {}), ...(offered ? { offered } : {}) };
  });
}

const strings = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined);

/**
 * The writer in react-admin's permissions (`{ roles, userId, scopes }`, what the app's
 * auth provider answers; an application without scope levels may leave `scopes` out);
 * undefined when they do not say who it is (no sign-in: the form narrows nothing and the
 * API still decides).
 */
export function grantWriterOf(permissions: unknown): GrantWriter | undefined {
  if (permissions === null || typeof permissions !== 'object') return undefined;
  const { roles, userId, scopes } = permissions as Record<string, unknown>;
  const roleList = strings(roles);
  if (!roleList || typeof userId !== 'string') return undefined;
  const scopeLists = scopes !== null && typeof scopes === 'object' ? Object.entries(scopes).map(([level, values]) => [level, strings(values)] as const) : [];
  return { userId, roles: roleList, scopes: Object.fromEntries(scopeLists.filter((entry): entry is readonly [string, string[]] => entry[1] !== undefined)) };
}
