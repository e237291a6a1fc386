/** One record of a task as the API keeps it (`registers`). */
export interface TaskRecordItem {
  _id: string;
  record: string;
  date?: string;
  userName?: string;
}

const isRecord = (value: unknown): value is TaskRecordItem =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as Record<string, unknown>)._id === 'string' &&
  typeof (value as Record<string, unknown>).record === 'string';

/**
 * The task's records, oldest first: its `registers` list, else the single `register` text
 * of older data as one record whose id is the task's (as the demo API reads it).
 */
export function taskRecordsOf(task: Readonly<Record<string, unknown>>): TaskRecordItem[] {
  if (Array.isArray(task.registers)) return task.registers.filter(isRecord);
  const legacy = task.register;
  return typeof legacy === 'string' && legacy.trim() !== '' ? [{ _id: String(task._id), record: legacy }] : [];
}

/** One checked element of a task (`elementChildrensValues`). */
export interface ElementValueItem {
  elementId: string;
  element?: string;
  value?: string;
  isNotApplicable?: boolean;
}

/** The elements the task checks, as far as they are well formed. */
export function elementValuesOf(task: Readonly<Record<string, unknown>>): ElementValueItem[] {
  const list = task.elementChildrensValues;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is ElementValueItem => item !== null && typeof item === 'object' && typeof (item as Record<string, unknown>).elementId === 'string',
  );
}
