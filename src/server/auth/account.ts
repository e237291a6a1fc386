import { normalizeRoles } from '../../framework/registry/access';
import type { StoredRecord } from '../store/readCollectionFile';

/** A user as sign-in sees it, read from a user record (fixtures/user.json's shape). */
export interface Account {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Role names, as the application's roles declaration compares them (registry/access.ts's normalizeRoles). */
  roles: string[];
  /** Every project the user belongs to; the current one (`projectId`) first. */
  projectIds: string[];
  groupIds: string[];
  /** The stored password hash; undefined while the account has no password. */
  passwordHash: string | undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The account held by a user record; `idField` names its id. */
export function accountOf(record: StoredRecord, idField = '_id'): Account {
  const roles = Array.isArray(record.roles)
    ? record.roles
        .map((role: unknown) => (role && typeof role === 'object' ? text((role as { name?: unknown }).name) : text(role)))
        .filter((name) => name !== '')
    : [];
  const current = text(record.projectId);
  const projects = texts(record.projects);
  const projectIds = current !== '' ? [current, ...projects.filter((id) => id !== current)] : projects;
  return {
    id: String(record[idField]),
    username: text(record.username),
    firstName: text(record.firstName),
    lastName: text(record.lastName),
    email: text(record.email),
    roles: [...new Set(normalizeRoles(roles))],
    projectIds,
    groupIds: texts(record.groups),
    passwordHash: typeof record.passwordHash === 'string' && record.passwordHash !== '' ? record.passwordHash : undefined,
  };
}
