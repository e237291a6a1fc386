import { canPerform } from '../../framework/registry/access';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { assertInProject, projectViewOf } from '../auth/projectView';
import { forbidden } from '../auth/protectResourceRoute';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import { validationError } from '../records/validationError';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';

/** The task resource and the fields this work writes (its schema bounds their length). */
const TASK = { resource: 'activity-task', activity: 'activityId', record: 'register', justification: 'justification', justificationDeleted: 'justificationDeleted', history: 'customHistory' } as const;
const MAX_TEXT = 2000;

/** One text call: its route, the body key it reads and how it changes the task. */
interface TextCall {
  method: 'POST' | 'PUT';
  pattern: string;
  bodyKey: string;
  /** Refuses when the task is not in the state the call expects (a second record added). */
  refuse?: (task: StoredRecord) => ApiError | undefined;
  change: (task: StoredRecord, text: string, date: string) => StoredRecord;
  /** The body names the task's activity, which must match (spec: every call but the justification's deletion). */
  sendsActivity?: false;
}

const TEXT_CALLS: readonly TextCall[] = [
  {
    method: 'POST',
    pattern: 'activity-task/:id/record',
    bodyKey: 'record',
    refuse: (task) => (typeof task[TASK.record] === 'string' && task[TASK.record] !== '' ? new ApiError(409, { error: 'RECORD_ALREADY_EXISTS', message: 'The task has a record: edit it instead.' }) : undefined),
    change: (task, text) => ({ ...task, [TASK.record]: text }),
  },
  { method: 'PUT', pattern: 'activity-task/:id/record', bodyKey: 'record', change: (task, text) => ({ ...task, [TASK.record]: text }) },
  { method: 'PUT', pattern: 'activity-task/:id/justification', bodyKey: 'justification', change: (task, text) => ({ ...task, [TASK.justification]: text, [TASK.justificationDeleted]: false }) },
  {
    // The reason is kept in the task's change history: the justification itself is gone.
    method: 'PUT',
    pattern: 'activity-task/:id/justification-delete',
    bodyKey: 'reasonDeletion',
    sendsActivity: false,
    refuse: (task) => (typeof task[TASK.justification] === 'string' && task[TASK.justification] !== '' ? undefined : new ApiError(409, { error: 'NO_JUSTIFICATION', message: 'The task has no justification to delete.' })),
    change: (task, reason, date) => {
      const { [TASK.justification]: _deleted, ...rest } = task;
      const history = Array.isArray(task[TASK.history]) ? (task[TASK.history] as unknown[]) : [];
      return { ...rest, [TASK.justificationDeleted]: true, [TASK.history]: [...history, { date, description: `justification deleted: ${reason}` }] };
    },
  },
];

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The task of `:id`, with the rules of editing it: 401, 403, 404, project scope, and the body's `activityId` must be the task's. */
function editableTask(resource: ResourceModel, records: RecordService, request: ApiRequest, sendsActivity: boolean): { task: StoredRecord; body: Record<string, unknown> } {
  const user = request.user;
  if (!user) throw new ApiError(401, { error: 'UNAUTHENTICATED', message: 'Sign in first: this call needs an Authorization: Bearer <access_token> header.' });
  if (!canPerform(resource.access, 'edit', user.roles)) throw forbidden(`edit ${resource.name}`, resource.access.edit);
  const task = records.get(resource, request.params.id ?? '');
  const field = resource.projectScope?.field;
  if (field) assertInProject(task, field, projectViewOf(user));
  const body = request.body;
  if (!isObject(body)) throw validationError([{ field: '', keyword: 'type', message: 'validation.type', params: { type: 'object' } }], resource.errors);
  const activityId = body[TASK.activity];
  if (!sendsActivity) return { task, body };
  if (activityId === undefined || activityId === null || activityId === '') throw validationError([{ field: TASK.activity, keyword: 'required', message: 'FIELD_IS_REQUIRED' }], resource.errors);
  if (String(activityId) !== String(task[TASK.activity])) {
    throw validationError([{ field: TASK.activity, keyword: 'const', message: 'validation.const', params: { allowedValue: task[TASK.activity] } }], resource.errors);
  }
  return { task, body };
}

/** The call's text: required, a string, not blank, at most 2000 characters. */
function textOf(resource: ResourceModel, body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) throw validationError([{ field: key, keyword: 'required', message: 'FIELD_IS_REQUIRED' }], resource.errors);
  if (typeof value !== 'string') throw validationError([{ field: key, keyword: 'type', message: 'validation.type', params: { type: 'string' } }], resource.errors);
  if (value.length > MAX_TEXT) throw validationError([{ field: key, keyword: 'maxLength', message: 'validation.maxLength', params: { limit: MAX_TEXT } }], resource.errors);
  return value.trim();
}

/**
 * The work on an activity task of spec §4 besides its status (an action of its definition):
 * the task's record (add, edit) and its justification (set, delete with a reason). Each checks everything before
 * writing once, so a refused call stores nothing (and leaves no audit entry).
 */
export function taskWorkRoutes(model: RegistryModel, records: RecordService): ApiRoute[] {
  const resource = model.resources.find((candidate) => candidate.name === TASK.resource);
  if (!resource) return [];
  const { store, now } = records.options;
  return TEXT_CALLS.map((call) => ({
    method: call.method,
    pattern: call.pattern,
    readsBody: true,
    handle(request) {
      const { task, body } = editableTask(resource, records, request, call.sendsActivity ?? true);
      const text = textOf(resource, body, call.bodyKey);
      const refusal = call.refuse?.(task);
      if (refusal) throw refusal;
      const updatedAt = resource.timestamps.updatedAt;
      const date = now().toISOString();
      const changed = { ...call.change(task, text, date), ...(updatedAt ? { [updatedAt]: date } : {}) };
      store.collection(resource.name).replace(changed);
      return { status: 200, body: changed };
    },
  }));
}
