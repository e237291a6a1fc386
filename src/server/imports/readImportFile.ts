import { IMPORT_ROWS } from '../../contracts/imports';
import { mapSheetRows, type SheetRow } from '../../framework/import/mapSheetRows';
import { readWorkbookRows } from '../../framework/import/readWorkbookRows';
import type { ImportColumn } from '../../framework/import/importColumns';
import { ApiError } from '../http/apiError';

/** Rows one import takes at most: more is refused whole (split the file). */
export const MAX_IMPORT_ROWS = IMPORT_ROWS.max;

/** The data rows of an uploaded workbook, or 400 with the file's error (not a workbook, bomb, macros, wrong sheet, empty ...). */
export async function readImportFile(bytes: Uint8Array, columns: readonly ImportColumn[]): Promise<SheetRow[]> {
  const read = await readWorkbookRows(bytes, { maxRows: MAX_IMPORT_ROWS });
  if (!read.ok) throw new ApiError(400, { error: read.error, message: read.message, ...(read.params ? { params: read.params } : {}) });
  const mapped = mapSheetRows(read.rows, columns, read.date1904);
  if (!mapped.ok) throw new ApiError(400, { error: mapped.error, message: mapped.message, ...(mapped.params ? { params: mapped.params } : {}) });
  return mapped.rows;
}
