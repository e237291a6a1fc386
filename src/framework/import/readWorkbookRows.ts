import { inflateEntry } from './inflateEntry';
import { DEFAULT_ZIP_LIMITS, inspectZip, type ZipEntry, type ZipLimits, type ZipRefusal } from './inspectZip';

/** A cell the reader could not take at face value; the row's error list says why. */
export interface CellProblem {
  problem: 'MERGED_CELL' | 'FORMULA_ERROR' | 'FORMULA_WITHOUT_VALUE';
}

/** One cell as read: its value (a formula's computed result), or a problem. */
export type SheetCell = string | number | boolean | Date | null | CellProblem;

export type WorkbookRead =
  | { ok: true; sheet: string; rows: SheetCell[][]; /** Serial day numbers count from 1904 (old Mac workbooks). */ date1904: boolean }
  | { ok: false; error: WorkbookRefusal; message: string; params?: Record<string, unknown> };

/** Why a workbook is refused, a code the screens translate. */
export type WorkbookRefusal = ZipRefusal | 'SPREADSHEET_TOO_MANY_ROWS' | 'SPREADSHEET_EMPTY' | 'SPREADSHEET_MISSING_COLUMNS';

export interface ReadOptions {
  /** Rows after the header row an import takes at most. */
  maxRows: number;
  zipLimits?: ZipLimits;
}

export function isCellProblem(cell: SheetCell): cell is CellProblem {
  return cell !== null && typeof cell === 'object' && !(cell instanceof Date);
}

function tooManyRows(max: number): WorkbookRead {
  return { ok: false, error: 'SPREADSHEET_TOO_MANY_ROWS', message: `The sheet has more than ${max} rows: split it into smaller files.`, params: { max } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/** An exceljs cell value as a plain one: rich text joined, hyperlinks by their text, formulas by their result. */
function plainValue(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (!isObject(value)) return null;
  if (Array.isArray(value.richText)) return value.richText.map((part: unknown) => (isObject(part) && typeof part.text === 'string' ? part.text : '')).join('');
  if ('error' in value) return { problem: 'FORMULA_ERROR' };
  if ('formula' in value || 'sharedFormula' in value) {
    const result = plainValue(value.result);
    return result === null ? { problem: 'FORMULA_WITHOUT_VALUE' } : result;
  }
  if (typeof value.text === 'string') return value.text;
  return null;
}

const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/;
/** A row element and its content; a row counts when a cell in it has a value (rows kept only for a drop-down or a style do not). */
const ROW_ELEMENT = /<(?:\w+:)?row\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
const CELL_VALUE = /<(?:\w+:)?(?:v|is|f)[\s>]/;

function filledRows(xml: string): number {
  let count = 0;
  for (const match of xml.matchAll(ROW_ELEMENT)) if (match[1] !== undefined && CELL_VALUE.test(match[1])) count += 1;
  return count;
}

/**
 * Inflates every entry within its declared size (a lying bomb fails here) and answers the
 * most rows a worksheet holds, counted in its XML before exceljs builds a model of it.
 * Undefined when an entry does not inflate to its declared size.
 */
function mostSheetRows(bytes: Uint8Array, entries: readonly ZipEntry[]): number | undefined {
  let most = 0;
  for (const entry of entries) {
    const data = inflateEntry(bytes, entry);
    if (!data) return undefined;
    if (WORKSHEET_PART.test(entry.name)) most = Math.max(most, filledRows(data.toString('latin1')));
  }
  return most;
}

/**
 * Reads the first worksheet of an uploaded .xlsx into rows of plain cells (row 1 first).
 * The archive is inspected before anything is inflated (inspectZip); a sheet with more
 * than `maxRows` rows after its header is refused whole, so an import never takes part of
 * a file. Merged cells are marked (their value would otherwise repeat over the range).
 */
export async function readWorkbookRows(bytes: Uint8Array, { maxRows, zipLimits = DEFAULT_ZIP_LIMITS }: ReadOptions): Promise<WorkbookRead> {
  const zip = inspectZip(bytes, zipLimits);
  if (!zip.ok) return zip;
  const rowCount = mostSheetRows(bytes, zip.entries);
  if (rowCount === undefined)
    return {
      ok: false,
      error: 'SPREADSHEET_TOO_LARGE',
      message: 'This workbook is damaged or larger once unpacked than it declares: save it again from Excel.',
    };
  if (rowCount - 1 > maxRows) return tooManyRows(maxRows);
  // Loaded on the first workbook read, not at the API's start (about 0.5 s of modules).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { ok: false, error: 'NOT_A_SPREADSHEET', message: 'This workbook could not be read: open it in Excel, save it as .xlsx and send it again.' };
  }
  const worksheet = workbook.worksheets.find((sheet) => sheet.state !== 'hidden' && sheet.state !== 'veryHidden');
  if (!worksheet || worksheet.actualRowCount === 0) {
    return { ok: false, error: 'SPREADSHEET_EMPTY', message: 'The workbook has no filled sheet: fill in the template and send it again.' };
  }
  if (worksheet.actualRowCount - 1 > maxRows) return tooManyRows(maxRows);
  const rows: SheetCell[][] = [];
  worksheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: SheetCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.isMerged ? { problem: 'MERGED_CELL' } : plainValue(cell.value);
    });
    rows[number - 1] = Array.from(cells, (cell) => cell ?? null);
  });
  return { ok: true, sheet: worksheet.name, rows: Array.from(rows, (row) => row ?? []), date1904: workbook.properties.date1904 === true };
}
