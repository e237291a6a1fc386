/**
 * Who may grant what (a resource's `grants`), shared by the demo API, which refuses, and
 * the form, which offers only what the API will take. No DOM, no React.
 */
import { valuesAtPath } from '../query/valuesAtPath';
import { hasSuperRole } from './access';
import type { GrantedField } from './types';

/** Who writes: the signed-in user's id (the token's subject), roles, and the values each scope level grants them. */
export interface GrantWriter {
  userId: string;
  roles: readonly string[];
  /** For each scope level, by name: the values the writer is granted. */
  scopes: Readonly<Record<string, readonly string[]>>;
}

/** The values a writer is granted at a scope level; none when the application has no such level. */
export const writerScopeValues = (writer: GrantWriter, level: string): readonly string[] => writer.scopes[level] ?? [];

/** The declared super role, which passes every check (access.ts), grants every value. */
export const grantsEverything = (writer: GrantWriter): boolean => hasSuperRole(writer.roles);

/** The role names a writer may grant or take away through a `role` grant: the `grantable` lists of its roles. */
export function grantableRoles(grant: Extract<GrantedField, { kind: 'role' }>, writer: GrantWriter): string[] {
  return [...new Set(writer.roles.flatMap((role) => grant.grantable[role] ?? []))];
}

/** The values a record holds in a granted field, as text. */
export function grantedValues(record: Readonly<Record<string, unknown>> | undefined, grant: GrantedField): string[] {
  return record ? valuesAtPath(record, grant.field).map(({ value }) => String(value)) : [];
}
