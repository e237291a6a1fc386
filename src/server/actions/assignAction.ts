import { propertySchema, valueKind } from '../../framework/registry/schemaProperties';
import type { AssignAction } from '../../framework/registry/types';
import { itemNotFound } from '../http/apiError';
import type { StoredRecord } from '../store/readCollectionFile';
import { findRefusal } from './actionRefusals';
import type { ActionHandler } from './actionHandler';
import { fieldRefusal, isObject, typeError } from './actionInputs';
import { sameValue } from './sameValue';

/** Code of a sent record that does not exist. */
export const ASSIGN_NOT_FOUND = 'NOT_FOUND';

/**
 * A bulk action of the list (spec §8 "Assigning activities"): `POST
 * /groups/{targetId}/assign-activities [{_id, activityTypeId}]`. The target must exist
 * (404). Each sent record that exists and passes the `refuse` rules gets the target's
 * id in `field` (added to an array field, once); the others are answered with their
 * sent keys and the error, `[]` when every record was assigned. One write.
 */
export const assignAction: ActionHandler<AssignAction> = (context, resource, action, { params, body }) => {
  const targetResource = context.resourceNamed(action.target);
  const target = targetResource && context.find(targetResource, params.targetId ?? '');
  if (!targetResource || !target) throw itemNotFound();
  if (!Array.isArray(body)) throw fieldRefusal(resource, typeError('', 'array'));

  const idField = resource.api.idField;
  const targetId = target[targetResource.api.idField];
  const asArray = valueKind(propertySchema(resource.schema, action.field)) === 'array';
  const date = context.now();
  const changed = new Map<string, StoredRecord>();
  const notAssigned: Record<string, unknown>[] = [];

  for (const item of body as unknown[]) {
    const sent = isObject(item) ? item : {};
    const echo = Object.fromEntries([idField, ...action.send].filter((key) => key in sent).map((key) => [key, sent[key]]));
    const id = sent[idField];
    const key = String(id);
    const record = typeof id === 'string' || typeof id === 'number' ? (changed.get(key) ?? context.find(resource, key)) : undefined;
    if (!record) {
      notAssigned.push({ ...echo, error: ASSIGN_NOT_FOUND });
      continue;
    }
    const refusal = findRefusal(action.refuse, record);
    if (refusal) {
      notAssigned.push({ ...echo, error: refusal.error });
      continue;
    }
    const current = record[action.field];
    if (asArray || Array.isArray(current)) {
      const list = Array.isArray(current) ? (current as unknown[]) : [];
      if (list.some((value) => sameValue(value, targetId))) continue;
      changed.set(key, context.touched(resource, { ...record, [action.field]: [...list, targetId] }, date));
    } else if (!sameValue(current, targetId)) {
      changed.set(key, context.touched(resource, { ...record, [action.field]: targetId }, date));
    }
  }
  if (changed.size > 0) context.write(resource, { replace: [...changed.values()] });
  return notAssigned;
};
