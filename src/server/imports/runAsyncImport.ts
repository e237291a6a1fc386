import type { ResourceModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import type { StoredRecord } from '../store/readCollectionFile';
import { checkImportRows, type ImportTarget } from './checkImportRows';
import { readImportFile } from './readImportFile';
import type { ApiError } from '../http/apiError';

/** One history error line: the sheet line, the row's key and what is wrong (`Header: MESSAGE_KEY`). */
interface HistoryError {
  line?: number;
  identifier?: string;
  message: string;
}

/** Lets polling see the states in between: each step waits a turn of the event loop. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function update(records: RecordService, history: ResourceModel, entry: StoredRecord, changes: Record<string, unknown>): StoredRecord {
  const id = String(entry[history.api.idField]);
  const { [history.api.idField]: _id, createdAt: _created, updatedAt: _updated, ...rest } = records.get(history, id);
  return records.replace(history, id, { ...rest, ...changes });
}

/**
 * Runs a background import (spec §4 element import) against its history entry: validating,
 * then importing, then done. The file is all or nothing: any row in error fails the run
 * with its error list (line, key, message) and writes no record; otherwise every record
 * is stored in one write. The entry's progress moves as each step ends.
 */
export async function runAsyncImport(
  records: RecordService,
  target: ImportTarget,
  history: ResourceModel,
  entry: StoredRecord,
  bytes: Uint8Array,
  now: () => Date,
): Promise<void> {
  let current = entry;
  const finish = (result: 'SUCCESS' | 'FAILED', errors: HistoryError[]) =>
    update(records, history, current, {
      inProgressImporting: false,
      isValidating: false,
      isImporting: false,
      progressState: 100,
      lastImportingResult: result,
      lastImportingErrors: errors,
      endTime: now().toISOString(),
    });
  try {
    await nextTurn();
    current = update(records, history, current, { isValidating: true, progressState: 10 });
    const rows = await readImportFile(bytes, target.columns);
    current = update(records, history, current, { progressState: 40 });
    await nextTurn();
    const checked = checkImportRows(records, target, rows, { store: false });
    const key = target.resource.import?.key;
    const headers = new Map(target.columns.map((column) => [column.field, column.header.replace(/\s*\*$/, '')]));
    if (!checked.ok) {
      const errors = checked.rows.flatMap((row) =>
        row.errors.map((error) => ({
          line: row.line,
          ...(key && row.values[key] ? { identifier: row.values[key] } : {}),
          message: `${headers.get(error.field) ?? error.field}: ${error.message}`,
        })),
      );
      finish('FAILED', errors);
      return;
    }
    current = update(records, history, current, { isValidating: false, isImporting: true, progressState: 70 });
    await nextTurn();
    const stored = checkImportRows(records, target, rows, { store: true });
    finish(stored.ok ? 'SUCCESS' : 'FAILED', stored.ok ? [] : [{ message: 'The records changed while importing: import the file again.' }]);
  } catch (error) {
    const body = (error as Partial<ApiError>).body;
    finish('FAILED', [{ message: body?.message ?? 'The import stopped on an unexpected error: nothing was imported.' }]);
  }
}
