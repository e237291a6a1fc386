import { canPerform, rolesAllow } from '../../framework/registry/access';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { assertInProject, projectViewOf, type ProjectView } from '../auth/projectView';
import { forbidden } from '../auth/protectResourceRoute';
import type { RequestUser } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { ApiRequest } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';

/** The resources the activity detail calls work on. */
export const RESOURCES = { activity: 'activity', activityTask: 'activity-task', task: 'task', element: 'element', user: 'user' } as const;

/**
 * Who may write comments and execution instructions: field members too, not only the
 * administrators who edit the activity itself (spec §6 leaves the detail open; READ_ONLY reads only).
 */
export const NOTE_WRITERS: readonly string[] = ['PROJECT_ADMIN', 'USER'];

export interface ActivityResources {
  activity: ResourceModel;
  activityTask: ResourceModel;
  task: ResourceModel;
  element: ResourceModel;
}

/** The resources, or undefined when the model lacks one of them (then no call is served). */
export function activityResources(model: RegistryModel): ActivityResources | undefined {
  const find = (name: string) => model.resources.find((resource) => resource.name === name);
  const [activity, activityTask, task, element] = [find(RESOURCES.activity), find(RESOURCES.activityTask), find(RESOURCES.task), find(RESOURCES.element)];
  return activity && activityTask && task && element ? { activity, activityTask, task, element } : undefined;
}

/** What a write to an activity may do, beside reading it. */
export type Need = 'read' | 'edit' | 'note';

export interface Caller {
  user: RequestUser;
  view: ProjectView;
}

/** The caller with the project they work in; 401 signed out, 403 for a role `need` refuses. */
export function callerFor(activity: ResourceModel, request: ApiRequest, need: Need): Caller {
  const user = request.user;
  if (!user) throw new ApiError(401, { error: 'UNAUTHENTICATED', message: 'Sign in first: this call needs an Authorization: Bearer <access_token> header.' });
  if (!canPerform(activity.access, 'show', user.roles)) throw forbidden(`read ${activity.name}`, activity.access.show);
  if (need === 'edit' && !canPerform(activity.access, 'edit', user.roles)) throw forbidden(`edit ${activity.name}`, activity.access.edit);
  if (need === 'note' && !rolesAllow(NOTE_WRITERS, user.roles)) throw forbidden(`write notes on ${activity.name}`, NOTE_WRITERS);
  return { user, view: projectViewOf(user) };
}

/** The activity `id` as the caller may see it: 404 unknown or soft-deleted, 400 RESOURCE-IS-FROM-ANOTHER-PROJECT. */
export function activityOf(records: RecordService, activity: ResourceModel, id: string, caller: Caller): StoredRecord {
  const record = records.get(activity, id);
  const field = activity.projectScope?.field;
  if (field) assertInProject(record, field, caller.view);
  return record;
}

/** Whether `record` is in the caller's project (every project for a global view). */
export function inView(activity: ResourceModel, record: StoredRecord, view: ProjectView): boolean {
  const field = activity.projectScope?.field;
  if (view.all || !field) return true;
  const value = record[field];
  return value === view.projectId || (Array.isArray(value) && value.includes(view.projectId));
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
