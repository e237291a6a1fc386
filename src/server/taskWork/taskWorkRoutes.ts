import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { ResourceModel } from '../../framework/registry/types';
import {
  ADD_TASK_RECORD,
  DELETE_JUSTIFICATION,
  DELETE_TASK_RECORD,
  EDIT_TASK_RECORD,
  SET_JUSTIFICATION,
  TASK_TEXT_MAX,
  type ActivityTask,
  type TaskRecord,
} from '../../contracts/taskWork';
import { runWithAuditNote } from '../audit/auditNote';
import type { RequestUser } from '../auth/requestUser';
import { ApiError, ruleRefusal } from '../http/apiError';
import { contractRoute, type ContractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import type { FeatureModule } from '../routes/featureModule';
import type { StoredRecord } from '../store/readCollectionFile';
import { randomHexId } from '../store/randomHexId';
import { elementCheckRoute } from './elementCheckRoute';
import { maxRecords, recordsOf, withRecords } from './taskRecords';
import type { RecordScopeOf } from '../scope/recordScope';
import { checkActivity, reachableTask, TASK, withHistoryLine } from './taskWorkRequest';

/** One change of a task: whose, by whom, the activity the body names (absent for the deletions), and the words kept on the audit entry. */
interface TaskChange {
  taskId: string;
  user: RequestUser;
  activityId?: string;
  note?: string;
}

/** The record `wanted` among the task's records: it may be left out when the task has one (400 RECORD_ID_REQUIRED otherwise); 404 RECORD_NOT_FOUND when it names none of them. */
function targetRecord(records: readonly TaskRecord[], wanted: string | undefined): TaskRecord {
  if (wanted === undefined && records.length > 1)
    throw ruleRefusal('RECORD_ID_REQUIRED', 'The task has several records: say which in recordId', [
      { field: 'recordId', keyword: 'required', message: 'FIELD_IS_REQUIRED' },
    ]);
  const found = wanted === undefined ? records[0] : records.find((record) => record._id === wanted);
  if (!found) throw new ApiError(404, { error: 'RECORD_NOT_FOUND', message: 'The task has no record with this id.' });
  return found;
}

/** A deletion's reason, with its own refusal codes: REASON_REQUIRED (missing or blank), REASON_TOO_LONG. */
function reasonOf(field: string, value: string | undefined): string {
  if (value === undefined || value.trim() === '') {
    throw new ApiError(400, {
      error: 'REASON_REQUIRED',
      message: `Say why in ${field} (a text of 1 to ${TASK_TEXT_MAX} characters)`,
      errors: [{ field, keyword: 'required', message: 'REASON_REQUIRED' }],
    });
  }
  if (value.length > TASK_TEXT_MAX)
    throw new ApiError(400, {
      error: 'REASON_TOO_LONG',
      message: `The reason is longer than ${TASK_TEXT_MAX} characters`,
      errors: [{ field, keyword: 'maxLength', message: 'REASON_TOO_LONG' }],
    });
  return value.trim();
}

/**
 * The calls of the task work: each checks the task (its project, its activity) and lets
 * `change` refuse before anything is written, then writes the task once (with the change's
 * note on the audit entry) and answers it.
 */
function taskWorkRoutes(resource: ResourceModel, records: RecordService, accessOf: AccessOfResource, scopeOf: RecordScopeOf): ContractRoute[] {
  const { store, now } = records.options;
  const changeTask = ({ taskId, user, activityId, note }: TaskChange, change: (task: StoredRecord, date: string) => StoredRecord) => {
    const task = reachableTask(resource, records, taskId, scopeOf(user));
    if (activityId !== undefined) checkActivity(task, activityId);
    const date = now().toISOString();
    const updatedAt = resource.timestamps.updatedAt;
    const changed = { ...change(task, date), ...(updatedAt ? { [updatedAt]: date } : {}) };
    const write = () => store.collection(resource.name).replace(changed);
    if (note === undefined) write();
    else runWithAuditNote(note, write);
    // The stored task: its shape is the resource's, checked on every write.
    return { status: 200 as const, body: changed as ActivityTask };
  };
  const signed = (user: RequestUser, date: string) => ({ date, userId: user.sub, userName: user.username });

  return [
    contractRoute(ADD_TASK_RECORD, accessOf, ({ params, body, user }) =>
      changeTask({ taskId: params.id, user, activityId: body.activityId }, (task, date) => {
        const list = recordsOf(task);
        const limit = maxRecords(resource);
        // A full task refuses one more rather than drop an old record.
        if (list.length >= limit)
          throw ruleRefusal('TASK_RECORDS_FULL', `The task holds ${limit} records, the most it may`, [
            { field: 'record', keyword: 'maxItems', message: 'validation.maxItems', params: { limit } },
          ]);
        return withRecords(task, [...list, { _id: randomHexId(), record: body.record.trim(), ...signed(user, date) }]);
      }),
    ),
    contractRoute(EDIT_TASK_RECORD, accessOf, ({ params, body, user }) =>
      changeTask({ taskId: params.id, user, activityId: body.activityId }, (task, date) => {
        const list = recordsOf(task);
        const target = targetRecord(list, body.recordId);
        return withRecords(
          task,
          list.map((record) => (record === target ? { ...record, record: body.record.trim(), ...signed(user, date) } : record)),
        );
      }),
    ),
    contractRoute(DELETE_TASK_RECORD, accessOf, ({ params, body, user }) => {
      // The record goes; the reason stays in the change history and on the audit entry.
      const reason = reasonOf('reasonDeletingRegistersOrMedias', body.reasonDeletingRegistersOrMedias);
      return changeTask({ taskId: params.id, user, note: reason }, (task, date) => {
        const list = recordsOf(task);
        const target = targetRecord(list, params.recordId);
        const cut = target.record.length > 80 ? `${target.record.slice(0, 80)}…` : target.record;
        return {
          ...withRecords(
            task,
            list.filter((record) => record !== target),
          ),
          [TASK.history]: withHistoryLine(task, date, user.username, `Record "${cut}" deleted: ${reason}`),
        };
      });
    }),
    contractRoute(SET_JUSTIFICATION, accessOf, ({ params, body, user }) =>
      changeTask({ taskId: params.id, user, activityId: body.activityId }, (task) => ({
        ...task,
        [TASK.justification]: body.justification.trim(),
        [TASK.justificationDeleted]: false,
      })),
    ),
    contractRoute(DELETE_JUSTIFICATION, accessOf, ({ params, body, user }) => {
      const reason = body.reasonDeletion.trim();
      return changeTask({ taskId: params.id, user, note: reason }, (task, date) => {
        if (typeof task[TASK.justification] !== 'string' || task[TASK.justification] === '')
          throw new ApiError(409, { error: 'NO_JUSTIFICATION', message: 'The task has no justification to delete.' });
        const { [TASK.justification]: _deleted, ...rest } = task;
        return { ...rest, [TASK.justificationDeleted]: true, [TASK.history]: withHistoryLine(task, date, user.username, `justification deleted: ${reason}`) };
      });
    }),
    elementCheckRoute(resource, records, accessOf, scopeOf),
  ];
}

/**
 * The work on an activity task of spec §4 besides its status (an action of its definition):
 * its records (add, edit, delete with a reason), its justification (set, delete with a
 * reason) and its element check (src/contracts/taskWork.ts). Each checks everything before
 * writing once, so a refused call stores nothing (and leaves no audit entry).
 */
export const taskWorkFeature: FeatureModule = {
  origin: 'src/server/taskWork',
  routes({ model, records, accessOf, scopeOf }) {
    const resource = model.resources.find((candidate) => candidate.name === TASK.resource);
    return resource ? taskWorkRoutes(resource, records, accessOf, scopeOf) : [];
  },
};
