import type { ResourceModel } from '../../framework/registry/types';
import { sameValue } from '../actions/sameValue';
import { ApiError } from '../http/apiError';
import { maintainedFieldNames } from './followMaintainedFields';
import { serverManagedFields } from './serverManagedFields';

type Body = Readonly<Record<string, unknown>>;

/**
 * Fields only the resource's actions write: the action-only statuses, each status action's
 * history, reason and note, and the soft delete's flag and reason. A plain update keeps them.
 */
export function actionOwnedFields(resource: ResourceModel): Set<string> {
  const fields = new Set(resource.changedOnlyByActions ?? []);
  for (const action of resource.actions) {
    if (action.kind !== 'status') continue;
    if (action.history) fields.add(action.history);
    if (action.reason) fields.add(action.reason.field);
    if (action.note) fields.add(action.note.field);
  }
  if (resource.softDelete) {
    fields.add(resource.softDelete.flag);
    fields.add(resource.softDelete.reason);
  }
  return fields;
}

/** The fields a definition makes read-only in the form for `record` (`form.readOnlyWhen`): the API keeps them too. */
export function readOnlyWhenFields(resource: ResourceModel, record: Body): Set<string> {
  const fields = new Set<string>();
  for (const rule of resource.form.readOnlyWhen ?? []) {
    if (rule.in.some((value) => sameValue(value, record[rule.field]))) for (const field of rule.fields) fields.add(field);
  }
  return fields;
}

/**
 * Fields a plain update keeps as stored when its body leaves them out, and refuses to
 * change when it sends another value: the server-managed ones (id, read-only properties),
 * the action-owned ones and, unless the record's owner writes, those `readOnlyWhen` makes
 * read-only for this record. Timestamps, maintained fields and derived flags move on their
 * own, so a form sending back what it read is never refused for them.
 */
export function ownedFields(
  resource: ResourceModel,
  existing: Body,
  options: { byOwner?: boolean } = {},
): { kept: ReadonlySet<string>; strict: ReadonlySet<string> } {
  const fixed = fixedOwnedFields(resource);
  const byRecord = options.byOwner ? [] : [...readOnlyWhenFields(resource, existing)].filter((field) => !fixed.kept.has(field));
  if (byRecord.length === 0) return fixed;
  return { kept: new Set([...fixed.kept, ...byRecord]), strict: new Set([...fixed.strict, ...byRecord.filter((field) => !fixed.loose.has(field))]) };
}

interface FixedOwnedFields {
  kept: ReadonlySet<string>;
  strict: ReadonlySet<string>;
  /** Kept, yet free to move: timestamps, maintained fields, derived flags. */
  loose: ReadonlySet<string>;
}

const fixedByResource = new WeakMap<ResourceModel, FixedOwnedFields>();

/** The owned fields that do not depend on the record, worked out once per resource (every update asks). */
function fixedOwnedFields(resource: ResourceModel): FixedOwnedFields {
  let fixed = fixedByResource.get(resource);
  if (!fixed) {
    const loose = new Set<string>([
      ...Object.keys(resource.derived ?? {}),
      ...maintainedFieldNames(resource.maintainedFields),
      ...[resource.timestamps.createdAt, resource.timestamps.updatedAt].filter((field): field is string => field !== undefined),
    ]);
    const kept = new Set([...serverManagedFields(resource), ...actionOwnedFields(resource)]);
    fixed = { kept, strict: new Set([...kept].filter((field) => !loose.has(field))), loose };
    fixedByResource.set(resource, fixed);
  }
  return fixed;
}

/**
 * Refuses (400 FIELD_IS_READ_ONLY naming the field) a body that gives a `strict` field a
 * value other than the stored one (`current`); absent, or sent unchanged, is fine.
 * react-admin's `id` stands for the id field.
 */
export function checkOwnedFields(resource: ResourceModel, body: unknown, current: Body, strict: ReadonlySet<string>): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const sent = body as Body;
  for (const field of strict) {
    if (!(field in sent)) continue;
    const stored = field === 'id' && !('id' in current) ? current[resource.api.idField] : current[field];
    // A value the record never had, sent empty, changes nothing.
    if (stored === undefined && (sent[field] === null || sent[field] === undefined)) continue;
    if (sameValue(sent[field], stored) || (field === 'id' && String(sent[field]) === String(stored))) continue;
    throw new ApiError(400, {
      error: 'FIELD_IS_READ_ONLY',
      message: 'FIELD_IS_READ_ONLY',
      field,
      errors: [{ field, keyword: 'readOnly', message: 'FIELD_IS_READ_ONLY' }],
      reason: `"${field}" is kept by the server: send it unchanged or leave it out.`,
    });
  }
}
