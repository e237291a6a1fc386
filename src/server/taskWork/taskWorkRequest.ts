import { canPerform } from '../../framework/registry/access';
import type { ResourceModel } from '../../framework/registry/types';
import { assertInProject, projectViewOf } from '../auth/projectView';
import { forbidden } from '../auth/protectResourceRoute';
import type { RequestUser } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import { validationError } from '../records/validationError';
import type { ApiRequest } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';

/** The task resource and the fields the task work writes (its schema bounds their length). */
export const TASK = { resource: 'activity-task', activity: 'activityId', justification: 'justification', justificationDeleted: 'justificationDeleted', history: 'customHistory', elements: 'elementChildrensValues' } as const;
export const MAX_TEXT = 2000;

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The caller of an editing call: 401 signed out, 403 for a role that may not edit tasks. */
export function editingUser(resource: ResourceModel, request: ApiRequest): RequestUser {
  const user = request.user;
  if (!user) throw new ApiError(401, { error: 'UNAUTHENTICATED', message: 'Sign in first: this call needs an Authorization: Bearer <access_token> header.' });
  if (!canPerform(resource.access, 'edit', user.roles)) throw forbidden(`edit ${resource.name}`, resource.access.edit);
  return user;
}

/** The body as an object, 400 for anything else. */
export function bodyObject(resource: ResourceModel, request: ApiRequest): Record<string, unknown> {
  const body = request.body;
  if (!isObject(body)) throw validationError([{ field: '', keyword: 'type', message: 'validation.type', params: { type: 'object' } }], resource.errors);
  return body;
}

/** Task `id` as the caller may edit it: 404 unknown, the project scope. */
export function reachableTask(resource: ResourceModel, records: RecordService, id: string, user: RequestUser): StoredRecord {
  const task = records.get(resource, id);
  const field = resource.projectScope?.field;
  if (field) assertInProject(task, field, projectViewOf(user));
  return task;
}

/** The body's `activityId`: required, and the task's own (spec: the calls name the task's activity). */
export function checkActivity(resource: ResourceModel, task: StoredRecord, body: Record<string, unknown>): void {
  const activityId = body[TASK.activity];
  if (activityId === undefined || activityId === null || activityId === '') throw validationError([{ field: TASK.activity, keyword: 'required', message: 'FIELD_IS_REQUIRED' }], resource.errors);
  if (String(activityId) !== String(task[TASK.activity])) {
    throw validationError([{ field: TASK.activity, keyword: 'const', message: 'validation.const', params: { allowedValue: task[TASK.activity] } }], resource.errors);
  }
}

/** A text of the body: required, a string, not blank, at most `max` characters; answered trimmed. */
export function textOf(resource: ResourceModel, body: Record<string, unknown>, key: string, max = MAX_TEXT): string {
  const value = body[key];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) throw validationError([{ field: key, keyword: 'required', message: 'FIELD_IS_REQUIRED' }], resource.errors);
  if (typeof value !== 'string') throw validationError([{ field: key, keyword: 'type', message: 'validation.type', params: { type: 'string' } }], resource.errors);
  if (value.length > max) throw validationError([{ field: key, keyword: 'maxLength', message: 'validation.maxLength', params: { limit: max } }], resource.errors);
  return value.trim();
}

/** The task's change history with one line more (what the product shows as customHistory). */
export function withHistoryLine(task: StoredRecord, date: string, userName: string, description: string): unknown[] {
  const history = Array.isArray(task[TASK.history]) ? (task[TASK.history] as unknown[]) : [];
  return [...history, { date, userName, description }];
}
