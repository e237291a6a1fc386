import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import type { StoredRecord } from '../store/readCollectionFile';
import { assertInScope, recordReached, type RecordScope } from '../scope/recordScope';

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

/** The activity `id` as the caller may see it: 404 unknown or soft-deleted, 400 RESOURCE-IS-FROM-ANOTHER-PROJECT outside the caller's project or chosen scope. */
export function activityOf(records: RecordService, activity: ResourceModel, id: string, scope: RecordScope): StoredRecord {
  const record = records.get(activity, id);
  assertInScope(record, activity, scope);
  return record;
}

/** Whether `record` is in the caller's scope: its project (every project for a global view), narrowed to the scope chosen in the tree. */
export function inView(activity: ResourceModel, record: StoredRecord, scope: RecordScope): boolean {
  return !activity.projectScope || recordReached(record, activity.projectScope, scope);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
