import { StringDecoder } from 'node:string_decoder';
import { inflateEntry } from './inflateEntry';
import { DEFAULT_ZIP_LIMITS, inspectZip, type ZipEntry, type ZipLimits, type ZipRefusal } from './inspectZip';
import { readSheetRows } from './readSheetRows';
import { readWorkbookParts } from './workbookParts';

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

const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/;
/** The size of the pieces a sheet's text is parsed in. */
const CHUNK_BYTES = 256 * 1024;
/** A row element and its content; a row counts when a cell in it has a value (rows kept only for a drop-down or a style do not). */
const ROW_ELEMENT = /<(?:\w+:)?row\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
const CELL_VALUE = /<(?:\w+:)?(?:v|is|f)[\s>]/;

function filledRows(xml: string): number {
  let count = 0;
  for (const match of xml.matchAll(ROW_ELEMENT)) if (match[1] !== undefined && CELL_VALUE.test(match[1])) count += 1;
  return count;
}

/** The parts the reader needs besides the worksheets. */
const WORKBOOK_PARTS = new Set(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml']);

/** The inflated parts the reader needs, and the most rows a worksheet holds. */
interface InflatedParts {
  parts: Map<string, Buffer>;
  mostRows: number;
}

/**
 * Inflates every entry within its declared size (a lying bomb fails here), keeps the parts
 * the reader needs, and counts the most rows a worksheet holds in its XML, before any is
 * parsed. Undefined when an entry does not inflate to its declared size.
 */
function inflateParts(bytes: Uint8Array, entries: readonly ZipEntry[]): InflatedParts | undefined {
  const parts = new Map<string, Buffer>();
  let mostRows = 0;
  for (const entry of entries) {
    const data = inflateEntry(bytes, entry);
    if (!data) return undefined;
    if (WORKSHEET_PART.test(entry.name)) {
      mostRows = Math.max(mostRows, filledRows(data.toString('latin1')));
      parts.set(entry.name, data);
    } else if (WORKBOOK_PARTS.has(entry.name)) parts.set(entry.name, data);
  }
  return { parts, mostRows };
}

/** A part's text in chunks, so the parser never holds a second copy of a large sheet. */
function* textChunks(data: Buffer): Generator<string> {
  const decoder = new StringDecoder('utf8');
  for (let at = 0; at < data.length; at += CHUNK_BYTES) yield decoder.write(data.subarray(at, at + CHUNK_BYTES));
  yield decoder.end();
}

/**
 * Reads the first worksheet of an uploaded .xlsx into rows of plain cells (row 1 first).
 * The archive is inspected before anything is inflated (inspectZip); a sheet with more
 * than `maxRows` rows after its header is refused whole, so an import never takes part of
 * a file. The sheet's XML goes through a streaming parser row by row (readSheetRows): no
 * model of the workbook is built, so a 10 000-row sheet costs its rows and little more.
 * Merged cells are marked (their value would otherwise repeat over the range).
 */
export async function readWorkbookRows(bytes: Uint8Array, { maxRows, zipLimits = DEFAULT_ZIP_LIMITS }: ReadOptions): Promise<WorkbookRead> {
  const zip = inspectZip(bytes, zipLimits);
  if (!zip.ok) return zip;
  const inflated = inflateParts(bytes, zip.entries);
  if (inflated === undefined)
    return {
      ok: false,
      error: 'SPREADSHEET_TOO_LARGE',
      message: 'This workbook is damaged or larger once unpacked than it declares: save it again from Excel.',
    };
  if (inflated.mostRows - 1 > maxRows) return tooManyRows(maxRows);
  const { parts } = inflated;
  let read: { sheet: string; rows: SheetCell[][]; date1904: boolean } | undefined;
  try {
    const workbook = readWorkbookParts((path) => parts.get(path)?.toString('utf8'));
    // The first visible worksheet by its number (sheetId), the sheet imports have always read.
    const sheet = workbook.sheets
      .filter((candidate) => candidate.path !== undefined && candidate.state !== 'hidden' && candidate.state !== 'veryHidden')
      .sort((a, b) => a.id - b.id)[0];
    const data = sheet?.path === undefined ? undefined : parts.get(sheet.path);
    if (sheet && data) read = { sheet: sheet.name, rows: readSheetRows(textChunks(data), workbook), date1904: workbook.date1904 };
  } catch {
    return { ok: false, error: 'NOT_A_SPREADSHEET', message: 'This workbook could not be read: open it in Excel, save it as .xlsx and send it again.' };
  }
  const filled = read?.rows.filter((row) => row.some((cell) => cell !== null)).length ?? 0;
  if (!read || filled === 0) {
    return { ok: false, error: 'SPREADSHEET_EMPTY', message: 'The workbook has no filled sheet: fill in the template and send it again.' };
  }
  if (filled - 1 > maxRows) return tooManyRows(maxRows);
  return { ok: true, ...read };
}
