import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { assertInProject, projectViewOf, type ProjectView } from '../auth/projectView';
import type { RequestUser } from '../auth/requestUser';
import type { RecordService } from '../records/recordService';
import type { StoredRecord } from '../store/readCollectionFile';

/** The resources the activity detail calls work on. */
export const RESOURCES = { activity: 'activity', activityTask: 'activity-task', task: 'task', element: 'element', user: 'user' } as const;

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

/** The activity `id` as the caller may see it: 404 unknown or soft-deleted, 400 RESOURCE-IS-FROM-ANOTHER-PROJECT (and the project view's own refusals). */
export function activityOf(records: RecordService, activity: ResourceModel, id: string, user: RequestUser): StoredRecord {
  const view = projectViewOf(user);
  const record = records.get(activity, id);
  const field = activity.projectScope?.field;
  if (field) assertInProject(record, field, view);
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
