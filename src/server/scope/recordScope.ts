import type { ProjectScope, RegistryModel, ResourceModel } from '../../framework/registry/types';
import { assertInProject, projectsOfRecord, projectViewOf, recordInView, type ProjectView } from '../auth/projectView';
import type { RequestUser } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { StoredRecord } from '../store/readCollectionFile';
import { SELECTED_SCOPE_HEADERS, type SelectedScope } from './selectedScope';

/** The resource holding the scope tree's nodes (`_id`, `name`, `level`, `parentIds` from the top). */
export const SCOPE_RESOURCE = 'scope';

/** The tree's levels (spec §9), from the top; a node's `parentIds` lists its ancestors in this order. */
const LEVELS = [
  { key: 'programId', level: 2, name: 'program' },
  { key: 'projectId', level: 3, name: 'project' },
  { key: 'contractId', level: 4, name: 'contract' },
] as const;

/**
 * What a request reads of a project-scoped resource: its project view (spec §6), narrowed
 * to the scope chosen in the tree. `projectIds`: the projects whose records it keeps
 * (undefined: every project, a global admin with no scope chosen); `contractId`: the
 * contract whose records it keeps, where a resource declares `projectScope.contractField`.
 */
export interface RecordScope {
  view: ProjectView;
  projectIds?: readonly string[];
  contractId?: string;
}

/** How a request's scope is read: the project view and the `Selected-*-Id` headers, checked against the scope tree. */
export type RecordScopeOf = (user: RequestUser) => RecordScope;

const parentsOf = (node: StoredRecord): string[] => (Array.isArray(node.parentIds) ? node.parentIds.map(String) : []);

function scopeNotFound(header: string, id: string, level: string): ApiError {
  return new ApiError(400, { error: 'SCOPE_NOT_FOUND', message: `${header} "${id.slice(0, 80)}" is no ${level} of the scope tree.` });
}

/**
 * The request's record scope (spec §2, §4, §7): the narrowest level the `Selected-*-Id`
 * headers name decides, within the project view. 400 SCOPE_NOT_FOUND for an id the tree
 * has not at that level; 400 SCOPE_MISMATCH when a higher level sent is not the node's
 * ancestor; 403 SCOPE_OUTSIDE_PROJECT when the scope does not hold the request's project.
 */
export function createRecordScopeOf(model: RegistryModel, records: RecordService): RecordScopeOf {
  const tree = model.resources.find((resource) => resource.name === SCOPE_RESOURCE);
  const nodeAt = (level: number, id: string): StoredRecord | undefined => {
    if (!tree) return undefined;
    try {
      const node = records.get(tree, id);
      return node.level === level ? node : undefined;
    } catch {
      return undefined;
    }
  };
  const projectsUnder = (programId: string): string[] =>
    tree
      ? records
          .list(tree)
          .filter((node) => node.level === 3 && parentsOf(node)[0] === programId)
          .map((node) => String(node[tree.api.idField]))
      : [];

  return (user) => {
    const view = projectViewOf(user);
    const selected: SelectedScope = user.selectedScope ?? {};
    const depth = LEVELS.findLastIndex((level) => selected[level.key] !== undefined);
    const whole: RecordScope = view.all ? { view } : { view, projectIds: [view.projectId] };
    if (depth < 0) return whole;
    const narrowest = LEVELS[depth]!;
    const id = selected[narrowest.key]!;
    const node = nodeAt(narrowest.level, id);
    if (!node) throw scopeNotFound(`Selected-${narrowest.name[0]!.toUpperCase()}${narrowest.name.slice(1)}-Id`, id, narrowest.name);
    const ancestors = parentsOf(node);
    LEVELS.slice(0, depth).forEach((level, index) => {
      const sent = selected[level.key];
      if (sent !== undefined && sent !== ancestors[index]) {
        throw new ApiError(400, {
          error: 'SCOPE_MISMATCH',
          message: `The ${narrowest.name} "${id.slice(0, 80)}" is not under the ${level.name} "${sent.slice(0, 80)}" (${SELECTED_SCOPE_HEADERS[level.key]}).`,
        });
      }
    });
    // A program with no project yet keeps nothing: its own id, which no record's project is, stands for the empty list.
    const projects = narrowest.level === 2 ? projectsUnder(id) : [narrowest.level === 3 ? id : (ancestors[1] ?? id)];
    if (projects.length === 0) projects.push(id);
    const contractId = narrowest.level === 4 ? id : undefined;
    if (view.all) return { view, projectIds: projects, ...(contractId ? { contractId } : {}) };
    if (!projects.includes(view.projectId)) {
      throw new ApiError(403, {
        error: 'SCOPE_OUTSIDE_PROJECT',
        message: `The ${narrowest.name} "${id.slice(0, 80)}" is outside the project ${view.projectId} of this request (ProjectId).`,
        projectId: view.projectId,
      });
    }
    return { view, projectIds: [view.projectId], ...(contractId ? { contractId } : {}) };
  };
}

/** 403 SCOPE_OUTSIDE_PROJECT: the contract chosen in the tree (Selected-Contract-Id) is not one of `projectId`, where a call puts its records. */
export function contractOutsideProject(contractId: string, projectId: string): ApiError {
  return new ApiError(403, {
    error: 'SCOPE_OUTSIDE_PROJECT',
    message: `The contract "${contractId.slice(0, 80)}" (Selected-Contract-Id) is not one of the project ${projectId.slice(0, 80)}.`,
    projectId,
  });
}

/** The ids of the contracts the scope tree holds under `projectId`. */
export function contractsOfProject(model: RegistryModel, records: RecordService, projectId: string): Set<string> {
  const tree = model.resources.find((resource) => resource.name === SCOPE_RESOURCE);
  if (!tree) return new Set();
  const contract = LEVELS[2];
  return new Set(
    records
      .list(tree)
      .filter((node) => node.level === contract.level && parentsOf(node)[1] === projectId)
      .map((node) => String(node[tree.api.idField])),
  );
}

/** Whether a record of a project-scoped resource is in the request's scope: one of its projects, and its contract when the resource has one. */
export function recordInScope(record: Readonly<Record<string, unknown>>, projectScope: ProjectScope, scope: RecordScope): boolean {
  if (scope.projectIds && !projectsOfRecord(record, projectScope.field).some((project) => scope.projectIds!.includes(project))) return false;
  if (scope.contractId !== undefined && projectScope.contractField !== undefined) return record[projectScope.contractField] === scope.contractId;
  return true;
}

/**
 * The equality filters a list of `resource` gets for the scope (answered from the equality
 * index): its projects as an "any of" list, and the contract. They replace what the caller
 * sent on the same fields.
 */
export function scopeListFilters(resource: ResourceModel, scope: RecordScope): Record<string, string> {
  const projectScope = resource.projectScope;
  if (!projectScope) return {};
  const filters: Record<string, string> = {};
  if (scope.projectIds) filters[projectScope.field] = scope.projectIds.join(',');
  if (scope.contractId !== undefined && projectScope.contractField !== undefined) filters[projectScope.contractField] = scope.contractId;
  return filters;
}

/** Whether the scope chosen in the tree keeps less than the request's project view: a contract, or a program or project in Global. */
function narrowsView(scope: RecordScope): boolean {
  return scope.contractId !== undefined || (scope.view.all && scope.projectIds !== undefined);
}

/**
 * Refuses a record of `resource` outside the request's scope as the API refuses a record of
 * another project (spec §8): 400 RESOURCE-IS-FROM-ANOTHER-PROJECT with `expectedProjectId`.
 * A record the project view holds but the scope chosen in the tree does not (another
 * contract, or a project outside the chosen program) also names `expectedContractId`, its
 * contract or null: the app then offers to move the scope to it rather than change project.
 */
export function assertInScope(record: Readonly<Record<string, unknown>>, resource: ResourceModel, scope: RecordScope): void {
  const projectScope = resource.projectScope;
  if (!projectScope) return;
  assertInProject(record, projectScope.field, scope.view);
  if (!narrowsView(scope) || recordInScope(record, projectScope, scope)) return;
  const contract = projectScope.contractField === undefined ? undefined : record[projectScope.contractField];
  throw new ApiError(400, {
    error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT',
    message: 'RESOURCE-IS-FROM-ANOTHER-PROJECT',
    expectedProjectId: projectsOfRecord(record, projectScope.field)[0] ?? null,
    expectedContractId: typeof contract === 'string' ? contract : null,
  });
}

/**
 * Whether the request reaches a record (a bulk action's, a hand-written call's): its project
 * view holds it, and so does the scope chosen in the tree where it keeps less.
 */
export function recordReached(record: Readonly<Record<string, unknown>>, projectScope: ProjectScope, scope: RecordScope): boolean {
  return recordInView(record, projectScope.field, scope.view) && (!narrowsView(scope) || recordInScope(record, projectScope, scope));
}
