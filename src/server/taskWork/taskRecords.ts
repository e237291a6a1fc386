import { fieldSchema } from '../../framework/registry/schemaProperties';
import type { ResourceModel } from '../../framework/registry/types';
import type { TaskRecord } from '../../contracts/taskWork';
import type { StoredRecord } from '../store/readCollectionFile';

/** The list of records, and the single text older data keeps instead (read as one record, rewritten as a list at the next write). */
export const RECORDS_FIELD = 'registers';
export const LEGACY_RECORD_FIELD = 'register';

/**
 * The id the single legacy text answers to: the task's own id, stable and known to any
 * client without a call (new records get random ids, so it names no other record).
 */
export function legacyRecordId(taskId: string): string {
  return taskId;
}

function isTaskRecord(value: unknown): value is TaskRecord {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return typeof record._id === 'string' && typeof record.record === 'string';
}

/** The task's records, oldest first: its `registers` list, else its legacy `register` text as one record. */
export function recordsOf(task: Readonly<StoredRecord>): TaskRecord[] {
  const list = task[RECORDS_FIELD];
  if (Array.isArray(list)) return list.filter(isTaskRecord);
  const legacy = task[LEGACY_RECORD_FIELD];
  if (typeof legacy !== 'string' || legacy.trim() === '') return [];
  return [{ _id: legacyRecordId(String(task._id)), record: legacy }];
}

/** The task with `records` as its list (the legacy text folded in, gone). */
export function withRecords(task: Readonly<StoredRecord>, records: readonly TaskRecord[]): StoredRecord {
  const { [LEGACY_RECORD_FIELD]: _legacy, ...rest } = task;
  return { ...rest, [RECORDS_FIELD]: [...records] };
}

/** How many records a task may hold: the schema's `maxItems` on the list; no limit when it has none. */
export function maxRecords(resource: ResourceModel): number {
  const max = fieldSchema(resource.schema, RECORDS_FIELD)?.maxItems;
  return typeof max === 'number' ? max : Number.POSITIVE_INFINITY;
}
