import type { StoredRecord } from '../store/readCollectionFile';

/** One changed field of an audit entry; long values are cut (see `shown`). */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

/** At most this many fields per entry, and this many characters per value: an entry stays small whatever the record. */
export const MAX_FIELDS = 20;
export const MAX_VALUE_CHARS = 300;

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A value as stored in an entry: scalars as they are, anything longer than MAX_VALUE_CHARS as cut JSON text. */
function shown(value: unknown): unknown {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text.length <= MAX_VALUE_CHARS) return value;
  return `${text.slice(0, MAX_VALUE_CHARS)}…`;
}

/** The top-level fields that differ between `before` and `after`, leaving `ignored` (timestamps) aside. */
export function changedFields(before: StoredRecord, after: StoredRecord, ignored: ReadonlySet<string>): string[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields].filter((field) => !ignored.has(field) && !sameJson(before[field], after[field]));
}

/** The entry's view of `fields`: before and after of each, bounded in count and size. */
export function fieldChanges(before: StoredRecord | undefined, after: StoredRecord | undefined, fields: readonly string[]): FieldChange[] {
  return fields.slice(0, MAX_FIELDS).map((field) => {
    const change: FieldChange = { field };
    const was = shown(before?.[field]);
    const now = shown(after?.[field]);
    if (was !== undefined) change.before = was;
    if (now !== undefined) change.after = now;
    return change;
  });
}
