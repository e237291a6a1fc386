import { randomBytes } from 'node:crypto';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import type { RequestUser } from '../auth/requestUser';
import { runWithAuditNote } from '../audit/auditNote';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import { validationError } from '../records/validationError';
import type { ApiRoute } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';
import { elementCheckRoute } from './elementCheckRoute';
import { maxRecords, recordsOf, withRecords, type TaskRecord } from './taskRecords';
import { bodyObject, checkActivity, editingUser, MAX_TEXT, reachableTask, TASK, textOf, withHistoryLine } from './taskWorkRequest';
import type { ApiErrorCode } from '../http/errorCodes';
import type { FeatureModule } from '../routes/featureModule';

/** What a call knows when it changes the task. */
interface CallContext {
  text: string;
  body: Record<string, unknown>;
  date: string;
  user: RequestUser;
}

/** One call of the task work: its route, the body key of its text and how it changes the task (throwing its refusals before any write). */
interface TaskCall {
  method: 'POST' | 'PUT';
  pattern: string;
  bodyKey: string;
  change: (task: StoredRecord, context: CallContext, resource: ResourceModel) => StoredRecord;
  /** The body names the task's activity, which must match (spec: every call but the deletions). */
  sendsActivity?: false;
  /** Refusal codes of a missing or too long text, when the call has its own (a deletion's reason). */
  textErrors?: { required: ApiErrorCode; tooLong: ApiErrorCode };
  /** The words kept on the audit entry (a deletion's reason). */
  note?: (context: CallContext) => string;
}

const REASON_ERRORS = { required: 'REASON_REQUIRED', tooLong: 'REASON_TOO_LONG' } as const;

/** The body's `recordId` among the task's records: required when the task has several, 404 RECORD_NOT_FOUND when it names none of them. */
function targetRecord(resource: ResourceModel, records: readonly TaskRecord[], wanted: unknown): TaskRecord {
  if (wanted !== undefined && typeof wanted !== 'string') throw validationError([{ field: 'recordId', keyword: 'type', message: 'validation.type', params: { type: 'string' } }], resource.errors);
  if (wanted === undefined && records.length > 1) throw validationError([{ field: 'recordId', keyword: 'required', message: 'FIELD_IS_REQUIRED' }], resource.errors);
  const found = wanted === undefined ? records[0] : records.find((record) => record._id === wanted);
  if (!found) throw new ApiError(404, { error: 'RECORD_NOT_FOUND', message: 'The task has no record with this id.' });
  return found;
}

const TASK_CALLS: readonly TaskCall[] = [
  {
    method: 'POST',
    pattern: 'activity-task/:id/record',
    bodyKey: 'record',
    change: (task, { text, date, user }, resource) => {
      const list = recordsOf(task);
      const limit = maxRecords(resource);
      // A full task refuses one more rather than drop an old record.
      if (list.length >= limit) throw validationError([{ field: 'record', keyword: 'maxItems', message: 'validation.maxItems', params: { limit } }], resource.errors);
      return withRecords(task, [...list, { _id: randomBytes(12).toString('hex'), record: text, date, userId: user.sub, userName: user.username }]);
    },
  },
  {
    method: 'PUT',
    pattern: 'activity-task/:id/record',
    bodyKey: 'record',
    change: (task, { text, body, date, user }, resource) => {
      const list = recordsOf(task);
      const target = targetRecord(resource, list, body.recordId);
      return withRecords(task, list.map((record) => (record === target ? { ...record, record: text, date, userId: user.sub, userName: user.username } : record)));
    },
  },
  {
    // The record goes; the reason stays in the change history and on the audit entry.
    method: 'PUT',
    pattern: 'activity-task/:id/record/:recordId',
    bodyKey: 'reasonDeletingRegistersOrMedias',
    sendsActivity: false,
    textErrors: REASON_ERRORS,
    note: ({ text }) => text,
    change: (task, { text, date, user, body }, resource) => {
      const list = recordsOf(task);
      const target = targetRecord(resource, list, body.recordId);
      const cut = target.record.length > 80 ? `${target.record.slice(0, 80)}…` : target.record;
      return { ...withRecords(task, list.filter((record) => record !== target)), [TASK.history]: withHistoryLine(task, date, user.username, `Record "${cut}" deleted: ${text}`) };
    },
  },
  { method: 'PUT', pattern: 'activity-task/:id/justification', bodyKey: 'justification', change: (task, { text }) => ({ ...task, [TASK.justification]: text, [TASK.justificationDeleted]: false }) },
  {
    method: 'PUT',
    pattern: 'activity-task/:id/justification-delete',
    bodyKey: 'reasonDeletion',
    sendsActivity: false,
    note: ({ text }) => text,
    change: (task, { text, date, user }) => {
      if (typeof task[TASK.justification] !== 'string' || task[TASK.justification] === '') throw new ApiError(409, { error: 'NO_JUSTIFICATION', message: 'The task has no justification to delete.' });
      const { [TASK.justification]: _deleted, ...rest } = task;
      return { ...rest, [TASK.justificationDeleted]: true, [TASK.history]: withHistoryLine(task, date, user.username, `justification deleted: ${text}`) };
    },
  },
];

/** The call's text, with the call's own refusal codes when it has them (a deletion's reason: REASON_REQUIRED, REASON_TOO_LONG). */
function callText(resource: ResourceModel, call: TaskCall, body: Record<string, unknown>): string {
  const errors = call.textErrors;
  if (!errors) return textOf(resource, body, call.bodyKey);
  const value = body[call.bodyKey];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ApiError(400, { error: errors.required, message: `Say why in ${call.bodyKey} (a text of 1 to ${MAX_TEXT} characters)`, errors: [{ field: call.bodyKey, keyword: 'required', message: errors.required }] });
  }
  if (value.length > MAX_TEXT) throw new ApiError(400, { error: errors.tooLong, message: `The reason is longer than ${MAX_TEXT} characters`, errors: [{ field: call.bodyKey, keyword: 'maxLength', message: errors.tooLong }] });
  return value.trim();
}

/**
 * The work on an activity task of spec §4 besides its status (an action of its definition):
 * its records (add, edit, delete with a reason), its justification (set, delete with a
 * reason) and its element check. Each checks everything before writing once, so a refused
 * call stores nothing (and leaves no audit entry).
 */
export function taskWorkRoutes(model: RegistryModel, records: RecordService): ApiRoute[] {
  const resource = model.resources.find((candidate) => candidate.name === TASK.resource);
  if (!resource) return [];
  const { store, now } = records.options;
  const routes = TASK_CALLS.map(
    (call): ApiRoute => ({
      method: call.method,
      pattern: call.pattern,
      readsBody: true,
      handle(request) {
        const user = editingUser(resource, request);
        const task = reachableTask(resource, records, request.params.id ?? '', user);
        const body = bodyObject(resource, request);
        if (call.sendsActivity ?? true) checkActivity(resource, task, body);
        const text = callText(resource, call, body);
        const date = now().toISOString();
        const withTarget = request.params.recordId === undefined ? body : { ...body, recordId: request.params.recordId };
        const context: CallContext = { text, body: withTarget, date, user };
        const updatedAt = resource.timestamps.updatedAt;
        const changed = { ...call.change(task, context, resource), ...(updatedAt ? { [updatedAt]: date } : {}) };
        const write = () => store.collection(resource.name).replace(changed);
        if (call.note) runWithAuditNote(call.note(context), write);
        else write();
        return { status: 200, body: changed };
      },
    }),
  );
  return [...routes, elementCheckRoute(resource, records)];
}

/** The feature's routes, as the demo API builds them from its context. */
export const taskWorkFeature: FeatureModule = { origin: 'src/server/taskWork', routes: ({ model, records }) => taskWorkRoutes(model, records) };
