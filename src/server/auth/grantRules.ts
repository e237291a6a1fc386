import { grantableRoles, grantedValues, grantsEverything, writerScopeValues, type GrantWriter } from '../../framework/registry/grants';
import { PROJECT_LEVEL } from '../../productSession';
import type { GrantedField, ResourceModel } from '../../framework/registry/types';
import { ApiError } from '../http/apiError';
import type { CollectionChange } from '../store/collection';
import type { StoredRecord } from '../store/readCollectionFile';

/** Who writes: the caller's id (the token's subject), roles and projects. */
export type Writer = GrantWriter;

/** The projects of the record `id` of resource `name` (its project scope), undefined when there is no such record. */
export type ProjectsOf = (resource: string, id: string) => readonly string[] | undefined;

/** The values a record grants through `grant.field`, as a set. */
const heldSet = (record: StoredRecord | undefined, grant: GrantedField): Set<string> => new Set(grantedValues(record, grant));

function refused(field: string, reason: string, value?: string): ApiError {
  return new ApiError(403, { error: 'FORBIDDEN', message: 'GRANT_NOT_ALLOWED', field, ...(value !== undefined ? { value } : {}), reason });
}

/** Whether `writer` may add or remove `value` in `grant`'s field, and why not. */
function mayGrant(resource: ResourceModel, grant: GrantedField, value: string, writer: Writer, projectsOf: ProjectsOf): boolean {
  if (grantsEverything(writer)) return true;
  if (grant.kind === 'role') return grantableRoles(grant, writer).includes(value);
  if (grant.kind === 'project') return writerScopeValues(writer, PROJECT_LEVEL).includes(value);
  const target = resource.references[grant.field]?.resource;
  const projects = target === undefined ? undefined : projectsOf(target, value);
  // An id that names nothing grants nothing; the reference check refuses it on its own.
  if (projects === undefined) return true;
  return projects.some((project) => writerScopeValues(writer, PROJECT_LEVEL).includes(project));
}

const REASON: Readonly<Record<GrantedField['kind'], string>> = {
  role: 'your roles may not grant or take away this role',
  project: 'you may grant or take away only the projects you belong to',
  reference: 'you may grant or take away only what belongs to your projects',
};

function checkValues(resource: ResourceModel, grant: GrantedField, values: Iterable<string>, writer: Writer, projectsOf: ProjectsOf): void {
  for (const value of values) {
    if (!mayGrant(resource, grant, value, writer, projectsOf)) throw refused(grant.field, REASON[grant.kind], value);
  }
}

const difference = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((value) => !b.has(value));
const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && difference(a, b).length === 0;

/** A record holding a role its writer may not grant (an ADMIN, for a PROJECT_ADMIN) is out of that writer's reach. */
function checkReach(resource: ResourceModel, record: StoredRecord, writer: Writer, projectsOf: ProjectsOf): void {
  for (const grant of resource.grants ?? []) {
    if (grant.kind !== 'role') continue;
    for (const value of heldSet(record, grant)) {
      if (!mayGrant(resource, grant, value, writer, projectsOf))
        throw refused(grant.field, `the record holds ${value}, which your roles may not grant: only a writer who may grant it changes this record`, value);
    }
  }
}

/**
 * Refuses (403 FORBIDDEN, GRANT_NOT_ALLOWED, naming the field and value) a change of a
 * record of `resource` that `writer` may not make under its `grants` (spec §6; the realm
 * rules of identity systems where the spec is silent):
 * - on its own record a writer changes no granted field, and does not delete it;
 * - a record holding a role the writer may not grant is out of reach (no edit, no delete);
 * - every value added or taken away must be one the writer may grant (a delete takes away all).
 */
export function checkGrants(resource: ResourceModel, change: CollectionChange, writer: Writer, projectsOf: ProjectsOf): void {
  const grants = resource.grants ?? [];
  if (grants.length === 0) return;
  const idField = resource.api.idField;
  const before = change.kind === 'insert' ? undefined : change.kind === 'replace' ? change.before : change.record;
  const after = change.kind === 'remove' ? undefined : change.kind === 'replace' ? change.after : change.record;
  const own = before !== undefined && String(before[idField]) === writer.userId;
  if (own && change.kind === 'remove') throw refused(idField, 'no one deletes their own account');
  for (const grant of grants) {
    const was = heldSet(before, grant);
    const is = heldSet(after, grant);
    if (own && !sameSet(was, is)) throw refused(grant.field, 'no one changes their own privileges: another administrator does');
  }
  if (own) return;
  if (before) checkReach(resource, before, writer, projectsOf);
  for (const grant of grants) {
    const was = heldSet(before, grant);
    const is = heldSet(after, grant);
    checkValues(resource, grant, [...difference(is, was), ...difference(was, is)], writer, projectsOf);
  }
}
