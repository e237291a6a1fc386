import type { ResourceModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import type { ApiError } from '../http/apiError';
import { invalidField, unknownReference } from './processAccess';

/** How a call refuses an id naming no task, with the field and the words. */
export type UnknownTaskRefusal = (field: string, message: string) => ApiError;

/**
 * `value` as a list of ids of existing product tasks (duplicates dropped), or a refusal
 * naming `field` and the first id that is not one: 400 REFERENCE_NOT_FOUND unless the call
 * says otherwise (its contract may still document another code).
 */
export function taskIdsOf(
  value: unknown,
  field: string,
  tasks: ResourceModel,
  records: RecordService,
  refuseUnknown: UnknownTaskRefusal = unknownReference,
): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) throw invalidField(field, `${field} must be a list of task ids`, 'type');
  const collection = records.options.store.collection(tasks.name);
  const ids = [...new Set(value as string[])];
  const unknown = ids.find((id) => collection.get(id) === undefined);
  if (unknown !== undefined) throw refuseUnknown(field, `${field}: no task has the id "${unknown}"`);
  return ids;
}
