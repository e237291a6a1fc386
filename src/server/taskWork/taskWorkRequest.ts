import type { ResourceModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import { ruleRefusal } from '../http/apiError';
import type { StoredRecord } from '../store/readCollectionFile';
import { assertInScope, type RecordScope } from '../scope/recordScope';

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

/** Task `id` as the caller may change it: 404 unknown, its project and the chosen scope (400 RESOURCE-IS-FROM-ANOTHER-PROJECT). */
export function reachableTask(resource: ResourceModel, records: RecordService, id: string, scope: RecordScope): StoredRecord {
  const task = records.get(resource, id);
  assertInScope(task, resource, scope);
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
