import type { ImportColumn } from '../../framework/import/importColumns';
import { ApiError } from '../http/apiError';
import type { ImportRowInput } from './checkImportRows';
import { MAX_IMPORT_ROWS } from './readImportFile';

const MAX_CELL_LENGTH = 10_000;

function invalid(message: string): ApiError {
  return new ApiError(400, { error: 'INVALID_BODY', message });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The rows of a JSON import body, `{rows: [{line, values: {field: text}}]}`, checked
 * whole before any is read: at most 10 000 rows, text cells of known columns only.
 */
export function parseImportRows(body: unknown, columns: readonly ImportColumn[]): ImportRowInput[] {
  const rows = isObject(body) ? body.rows : undefined;
  if (!Array.isArray(rows)) throw invalid('Send {"rows": [{"line": 2, "values": {"<field>": "<text>"}}]}');
  if (rows.length === 0) throw new ApiError(400, { error: 'SPREADSHEET_EMPTY', message: 'There are no rows to import.' });
  if (rows.length > MAX_IMPORT_ROWS) throw invalid(`At most ${MAX_IMPORT_ROWS} rows are imported at once`);
  const fields = new Set(columns.map((column) => column.field));
  return rows.map((row: unknown, index) => {
    const at = `/rows/${index}`;
    if (!isObject(row) || !Number.isInteger(row.line) || !isObject(row.values)) throw invalid(`${at}: a row is {"line": <number>, "values": {...}}`);
    const values: Record<string, string> = {};
    for (const [field, text] of Object.entries(row.values)) {
      if (!fields.has(field)) throw invalid(`${at}/values/${field}: not a column of this import (${[...fields].join(', ')})`);
      if (typeof text !== 'string' || text.length > MAX_CELL_LENGTH) throw invalid(`${at}/values/${field}: a cell is text of at most ${MAX_CELL_LENGTH} characters`);
      values[field] = text;
    }
    return { line: row.line as number, values };
  });
}
