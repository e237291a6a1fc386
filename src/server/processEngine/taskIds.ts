import type { ResourceModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import { invalidField } from './processAccess';

/**
 * `value` as a list of ids of existing product tasks (duplicates dropped), or 400
 * VALIDATION_ERROR naming `field` and the first id that is not one.
 */
export function taskIdsOf(value: unknown, field: string, tasks: ResourceModel, records: RecordService): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) throw invalidField(field, `${field} must be a list of task ids`, 'type');
  const collection = records.options.store.collection(tasks.name);
  const ids = [...new Set(value as string[])];
  const unknown = ids.find((id) => collection.get(id) === undefined);
  if (unknown !== undefined) throw invalidField(field, `${field}: no task has the id "${unknown}"`, 'reference');
  return ids;
}
