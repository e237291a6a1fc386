import type { ResourceModel } from '../../framework/registry/types';
import { assertInProject, projectViewOf } from '../auth/projectView';
import type { RequestUser } from '../auth/requestUser';
import type { RecordService } from '../records/recordService';
import { validationError } from '../records/validationError';
import type { StoredRecord } from '../store/readCollectionFile';

/** The task resource and the fields the task work writes (its schema bounds their length). */
export const TASK = {
  resource: 'activity-task',
  activity: 'activityId',
  justification: 'justification',
  justificationDeleted: 'justificationDeleted',
  history: 'customHistory',
  elements: 'elementChildrensValues',
} as const;

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Task `id` as the caller may change it: 404 unknown, the project scope. */
export function reachableTask(resource: ResourceModel, records: RecordService, id: string, user: RequestUser): StoredRecord {
  const task = records.get(resource, id);
  const field = resource.projectScope?.field;
  if (field) assertInProject(task, field, projectViewOf(user));
  return task;
}

/** The body's `activityId` must be the task's own (spec: the calls name the task's activity). */
export function checkActivity(resource: ResourceModel, task: StoredRecord, activityId: string): void {
  if (activityId !== String(task[TASK.activity])) {
    throw validationError(
      [{ field: TASK.activity, keyword: 'const', message: 'validation.const', params: { allowedValue: task[TASK.activity] } }],
      resource.errors,
    );
  }
}

/** The task's change history with one line more (what the product shows as customHistory). */
export function withHistoryLine(task: StoredRecord, date: string, userName: string, description: string): unknown[] {
  const history = Array.isArray(task[TASK.history]) ? (task[TASK.history] as unknown[]) : [];
  return [...history, { date, userName, description }];
}
