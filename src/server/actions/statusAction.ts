import type { FieldErrorBody } from '../../framework/data/apiConventions';
import type { ResourceModel, StatusAction } from '../../framework/registry/types';
import type { StoredRecord } from '../store/readCollectionFile';
import { currentActor } from '../audit/auditActor';
import { findRefusal, refusalError } from './actionRefusals';
import type { ActionContext } from './actionContext';
import type { ActionCall, ActionHandler } from './actionHandler';
import { fieldRefusal, isBlank, objectBody, requiredError, typeError, type Body } from './actionInputs';
import { sameValue } from './sameValue';
import { statusTarget } from './statusTarget';
import { statusTexts, type StatusTexts } from './statusTexts';
import { bulkRecords, type BulkAnswer } from './bulkRecords';

/** The record the call is about: `{id}` of the path, else the body key `idFrom` (`taskId`). */
function recordOf(context: ActionContext, resource: ResourceModel, action: StatusAction, call: ActionCall): { record: StoredRecord; body: Body } {
  if (call.params.id !== undefined || !action.idFrom) {
    const record = context.get(resource, call.params.id ?? '');
    return { record, body: objectBody(resource, call.body) };
  }
  const body = objectBody(resource, call.body);
  const id = body[action.idFrom];
  if (isBlank(id)) throw fieldRefusal(resource, requiredError(action.idFrom));
  if (typeof id !== 'string' && typeof id !== 'number') throw fieldRefusal(resource, typeError(action.idFrom, 'string'));
  return { record: context.get(resource, String(id)), body };
}

/** `send` keys the client copied from the record must still hold the record's values (the task's `activityId`). */
function checkSentValues(resource: ResourceModel, action: StatusAction, record: StoredRecord, body: Body): void {
  const errors: FieldErrorBody[] = (action.send ?? [])
    .filter((key) => key in body && !sameValue(body[key], record[key]))
    .map((key) => ({ field: key, keyword: 'const', message: 'validation.const', params: { allowedValue: record[key] } }));
  if (errors.length > 0) throw fieldRefusal(resource, ...errors);
}

/** The action's boolean flags (`allowsExternalUpdate`): the body's value, else the declared default. */
function flagValues(resource: ResourceModel, action: StatusAction, body: Body): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const [key, fallback] of Object.entries(action.flags ?? {})) {
    const value = body[key];
    if (value !== undefined && value !== null && typeof value !== 'boolean') throw fieldRefusal(resource, typeError(key, 'boolean'));
    flags[key] = typeof value === 'boolean' ? value : fallback;
  }
  return flags;
}

/**
 * Who made the change: the signed-in caller (the token), never the body. A body that names
 * another user id is refused (400, naming the key); the name is the caller's, whatever is sent.
 * Outside a request (start-up, tests of the handler alone) the body's values are taken.
 */
function authorOf(resource: ResourceModel, action: StatusAction, body: Body): { userId?: unknown; userName?: unknown } {
  const actor = currentActor();
  const idKey = action.user?.id;
  const nameKey = action.user?.name;
  if (!actor) {
    return {
      ...(idKey && !isBlank(body[idKey]) ? { userId: body[idKey] } : {}),
      ...(nameKey && !isBlank(body[nameKey]) ? { userName: body[nameKey] } : {}),
    };
  }
  if (idKey && !isBlank(body[idKey]) && String(body[idKey]) !== actor.userId) {
    throw fieldRefusal(resource, { field: idKey, keyword: 'const', message: 'validation.const', params: { allowedValue: actor.userId } });
  }
  return { userId: actor.userId, userName: actor.userName };
}

/** The history entry of one change: who (the caller), when, why. Absent values leave their key out. */
function historyEntry(
  resource: ResourceModel,
  action: StatusAction,
  body: Body,
  target: unknown,
  texts: StatusTexts,
  flags: Record<string, boolean>,
  date: string,
): Record<string, unknown> {
  const entry: Record<string, unknown> = { status: target, date, ...authorOf(resource, action, body) };
  if (action.reason && texts.reason !== undefined) entry[action.reason.field] = texts.reason;
  if (action.note && texts.note !== undefined) entry[action.note.field] = texts.note;
  return { ...entry, ...flags };
}

/**
 * The record after a status change (spec §4), not yet stored: the record must pass the
 * `refuse` rules, the target must be allowed (statusTarget), the reason and note present
 * when required (statusTexts) and the `send` keys must match the record. The status,
 * reason and note are set, a history entry appended and `updatedAt` stamped. Throws
 * ApiError for a refusal. Hand-written routes that change a status along with other
 * records (a pendency forwarded through a digital process) write it themselves.
 */
export function statusChange(context: ActionContext, resource: ResourceModel, action: StatusAction, record: StoredRecord, body: Body): StoredRecord {
  const refusal = findRefusal(action.refuse, record);
  if (refusal) throw refusalError(refusal);
  const target = statusTarget(context.model, resource, action, record, body);
  const texts = statusTexts(context, resource, action, body, target);
  checkSentValues(resource, action, record, body);
  const flags = flagValues(resource, action, body);

  const date = context.now();
  const changed: StoredRecord = { ...record, [action.field]: target };
  if (action.reason && texts.reason !== undefined) changed[action.reason.field] = texts.reason;
  if (action.note && texts.note !== undefined) changed[action.note.field] = texts.note;
  if (action.history) {
    const previous = record[action.history];
    const entry = historyEntry(resource, action, body, target, texts, flags, date);
    changed[action.history] = [...(Array.isArray(previous) ? previous : []), entry];
  }
  return context.touched(resource, changed, date);
}

/** Changes a status field (statusChange) in one write and answers the changed record. */
export const statusAction: ActionHandler<StatusAction> = (context, resource, action, call) => {
  const { record, body } = recordOf(context, resource, action, call);
  const stored = statusChange(context, resource, action, record, body);
  context.write(resource, { replace: [stored] });
  return stored;
};

/** The same change over the records of `{ids, ...}` (the action's `bulkPath`), each changed or refused on its own (bulkRecords). */
export function bulkStatusAction(context: ActionContext, resource: ResourceModel, action: StatusAction, call: ActionCall): BulkAnswer {
  return bulkRecords(context, resource, call.body, (record, body) => statusChange(context, resource, action, record, body));
}
