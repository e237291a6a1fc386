import { ApiError } from '../http/apiError';
import type { RequestUser } from './requestUser';

/** Which projects a request sees: every one (a global admin asking for Global), or one. */
export type ProjectView = { all: true; projectId?: undefined } | { all: false; projectId: string; admin?: boolean };

/** The `ProjectId` value that asks for every project (spec §2: Global, admins only). */
export const GLOBAL_PROJECT = 'global';

/**
 * The project a request works in (spec §6, §7, §8): an ADMIN sees every project without a
 * header or with `ProjectId: global`, else the project named; anyone else works in the
 * project named, which must be one of theirs (default: their current project). A user
 * without a project gets 400 USER-WITHOUT-PROJECT (the app opens the join request); a
 * project that is not theirs 403 PROJECT_ACCESS_DENIED.
 */
export function projectViewOf(user: RequestUser): ProjectView {
  const requested = user.requestedProject;
  const wantsGlobal = requested === undefined || requested.toLowerCase() === GLOBAL_PROJECT;
  if (user.roles.includes('ADMIN')) return wantsGlobal ? { all: true } : { all: false, projectId: requested, admin: true };
  const [current] = user.projectIds;
  if (current === undefined) {
    throw new ApiError(400, { error: 'USER-WITHOUT-PROJECT', message: 'USER-WITHOUT-PROJECT' });
  }
  if (requested === undefined) return { all: false, projectId: current };
  if (wantsGlobal || !user.projectIds.includes(requested)) {
    throw new ApiError(403, {
      error: 'PROJECT_ACCESS_DENIED',
      message: wantsGlobal ? 'Only global administrators may work in Global.' : `Project ${requested} is not one of your projects.`,
      projectId: requested,
    });
  }
  return { all: false, projectId: requested };
}

/** The project ids a record holds in `field` (one id or a list). */
export function projectsOfRecord(record: Readonly<Record<string, unknown>>, field: string): string[] {
  const value = record[field];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Whether a record is in the view: it is in the view's project; for a global admin also a
 * record of no project at all (a user awaiting approval), which no project change would show.
 */
export function recordInView(record: Readonly<Record<string, unknown>>, field: string, view: ProjectView): boolean {
  if (view.all) return true;
  const projects = projectsOfRecord(record, field);
  return projects.includes(view.projectId) || (view.admin === true && projects.length === 0);
}

/** Refuses a record outside the view: 400 RESOURCE-IS-FROM-ANOTHER-PROJECT with the project to change to. */
export function assertInProject(record: Readonly<Record<string, unknown>>, field: string, view: ProjectView): void {
  if (recordInView(record, field, view)) return;
  const projects = projectsOfRecord(record, field);
  throw new ApiError(400, {
    error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT',
    message: 'RESOURCE-IS-FROM-ANOTHER-PROJECT',
    expectedProjectId: projects[0] ?? null,
  });
}
