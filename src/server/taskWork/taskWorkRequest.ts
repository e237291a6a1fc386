import type { ResourceModel } from '../../framework/registry/types';
import { assertInProject, projectViewOf } from '../auth/projectView';
import type { RequestUser } from '../auth/requestUser';
import type { RecordService } from '../records/recordService';
import { ruleRefusal } from '../http/apiError';
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

/** The body's `activityId` must be the task's own (spec: the calls name the task's activity): 400 TASK_ACTIVITY_MISMATCH otherwise. */
export function checkActivity(task: StoredRecord, activityId: string): void {
  if (activityId !== String(task[TASK.activity])) {
    throw ruleRefusal('TASK_ACTIVITY_MISMATCH', "The activityId is not the task's activity", [
      { field: TASK.activity, keyword: 'const', message: 'validation.const', params: { allowedValue: task[TASK.activity] } },
    ]);
  }
}

/** The task's change history with one line more (what the product shows as customHistory). */
export function withHistoryLine(task: StoredRecord, date: string, userName: string, description: string): unknown[] {
  const history = Array.isArray(task[TASK.history]) ? (task[TASK.history] as unknown[]) : [];
  return [...history, { date, userName, description }];
}
