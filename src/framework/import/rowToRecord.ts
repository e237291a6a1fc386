import type { FieldErrorBody } from '../data/apiConventions';
import type { ImportColumn } from './importColumns';
import { parseCellText, type ReferenceLookup } from './parseCellText';

export interface RowRecord {
  /** The record the row gives (fields of unreadable cells left out). */
  record: Record<string, unknown>;
  /** Cells whose text gives no value of the column's kind. */
  errors: FieldErrorBody[];
}

/** The record a row's cell texts give, with the errors of the cells that give none (the parent column is linked later). The schema checks it afterwards. */
export function rowToRecord(columns: readonly ImportColumn[], values: Readonly<Record<string, string>>, lookup: ReferenceLookup): RowRecord {
  const record: Record<string, unknown> = {};
  const errors: FieldErrorBody[] = [];
  for (const column of columns) {
    if (column.parentLink) continue;
    const parsed = parseCellText(values[column.field] ?? '', column, lookup);
    if (!parsed) continue;
    if (parsed.ok) record[column.field] = parsed.value;
    else errors.push(parsed.error);
  }
  return { record, errors };
}
