import { inflateEntry } from '../../framework/import/inflateEntry';
import { DEFAULT_ZIP_LIMITS, inspectZip, type ZipEntry } from '../../framework/import/inspectZip';
import { ApiError } from '../http/apiError';
import { MAX_IMPORT_ROWS } from './readImportFile';
import { sheetShape, type SheetShape } from './sheetShape';
import type { ApiErrorCode } from '../http/errorCodes';

/** What one uploaded workbook may hold; each is named in the refusal that passes it. */
export interface WorkbookLimits {
  /** Files in the zip. */
  entries: number;
  /** Bytes of all files once unpacked, as the zip's central directory declares them. */
  unpackedBytes: number;
  /** Unpacked / packed size of one file over 1 MiB. */
  ratio: number;
  /** Filled rows after the header row, in any sheet. */
  rows: number;
  /** The rightmost filled column, in any sheet. */
  columns: number;
  /** Filled cells of all sheets together (what the spreadsheet reader holds in memory). */
  cells: number;
}

/**
 * The import limits: the zip's are the spreadsheet reader's own (inspectZip), the rows
 * `MAX_IMPORT_ROWS`; a template has at most a dozen columns, and 200 000 cells (20 a row
 * at the row limit) take exceljs about 150 MB and 1.5 s to read.
 */
export const WORKBOOK_LIMITS: Readonly<WorkbookLimits> = {
  entries: DEFAULT_ZIP_LIMITS.maxEntries,
  unpackedBytes: DEFAULT_ZIP_LIMITS.maxUncompressedBytes,
  ratio: DEFAULT_ZIP_LIMITS.maxRatio,
  rows: MAX_IMPORT_ROWS,
  columns: 100,
  cells: 200_000,
};

/** The ratio is only judged on files past this size: small XML parts compress very well. */
const RATIO_FLOOR = 1024 * 1024;
const NO_ZIP_LIMITS = { maxEntries: Number.POSITIVE_INFINITY, maxUncompressedBytes: Number.POSITIVE_INFINITY, maxRatio: Number.POSITIVE_INFINITY };
const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/;

const megabytes = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`;

function refused(error: ApiErrorCode, limit: keyof WorkbookLimits | 'declaredSize' | 'zip64', message: string, params: Record<string, unknown> = {}): ApiError {
  return new ApiError(400, { error, message, params: { limit, ...params } });
}

function tooLarge(limit: keyof WorkbookLimits | 'declaredSize' | 'zip64', message: string, params?: Record<string, unknown>): ApiError {
  return refused('SPREADSHEET_TOO_LARGE', limit, `${message}: split it into smaller files.`, params);
}

/** The zip's own limits, each checked on what the central directory declares, before anything is inflated. */
function checkDirectory(entries: readonly ZipEntry[], limits: Readonly<WorkbookLimits>): void {
  if (entries.length > limits.entries)
    throw tooLarge('entries', `The workbook holds ${entries.length} files; an import reads at most ${limits.entries}`, {
      max: limits.entries,
      found: entries.length,
    });
  const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (unpacked > limits.unpackedBytes)
    throw tooLarge('unpackedBytes', `The workbook unpacks to ${megabytes(unpacked)}; an import reads at most ${megabytes(limits.unpackedBytes)}`, {
      max: limits.unpackedBytes,
      found: unpacked,
    });
  for (const entry of entries) {
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > RATIO_FLOOR && ratio > limits.ratio) {
      throw tooLarge(
        'ratio',
        `The part ${entry.name} unpacks ${Math.round(ratio)} times its packed size; no workbook an import reads is packed more than ${limits.ratio} times`,
        { max: limits.ratio, found: Math.round(ratio), entry: entry.name },
      );
    }
  }
}

/** The sheets' limits, counted in each worksheet's XML as it is inflated (never past its declared size). */
function checkSheets(bytes: Uint8Array, entries: readonly ZipEntry[], limits: Readonly<WorkbookLimits>): void {
  let cells = 0;
  const over = (shape: SheetShape) => shape.rows - 1 > limits.rows || shape.columns > limits.columns || cells + shape.cells > limits.cells;
  for (const entry of entries) {
    const data = inflateEntry(bytes, entry);
    if (!data) {
      throw tooLarge('declaredSize', `The part ${entry.name} is damaged or unpacks to more than the ${entry.uncompressedSize} bytes it declares`, {
        entry: entry.name,
        max: entry.uncompressedSize,
      });
    }
    if (!WORKSHEET_PART.test(entry.name)) continue;
    const shape = sheetShape(data.toString('latin1'), over);
    if (shape.rows - 1 > limits.rows) {
      throw refused('SPREADSHEET_TOO_MANY_ROWS', 'rows', `The sheet has more than ${limits.rows} rows: split it into smaller files.`, { max: limits.rows });
    }
    if (shape.columns > limits.columns) {
      throw refused(
        'SPREADSHEET_TOO_MANY_COLUMNS',
        'columns',
        `The sheet has values in column ${shape.columns}; an import reads at most ${limits.columns} columns: remove the columns the template does not have.`,
        { max: limits.columns, found: shape.columns },
      );
    }
    cells += shape.cells;
    if (cells > limits.cells) {
      throw refused(
        'SPREADSHEET_TOO_MANY_CELLS',
        'cells',
        `The workbook has more than ${limits.cells} filled cells; an import reads at most ${limits.cells}: split it into smaller files.`,
        { max: limits.cells },
      );
    }
  }
}

/**
 * Refuses, synchronously and before anything is stored or answered, an uploaded workbook
 * the import would refuse later for its size: 400 naming the limit passed (`params.limit`,
 * `max`, and what was `found`). First the zip's central directory, nothing inflated yet
 * (not a zip, an old .xls, macros, no workbook part, zip64, too many files, too many bytes
 * once unpacked, a compression ratio no workbook has); then each part inflated no further
 * than its declared size (a part that lies about it is a bomb), counting each worksheet's
 * filled rows, rightmost column and cells. Every upload route that takes a spreadsheet
 * calls it first, so a background import never starts on a file it cannot read.
 */
export function checkWorkbookLimits(bytes: Uint8Array, limits: Readonly<WorkbookLimits> = WORKBOOK_LIMITS): void {
  const zip = inspectZip(bytes, NO_ZIP_LIMITS);
  if (!zip.ok) {
    // With no size limits given, the only size refusal left is a zip64 archive.
    if (zip.error === 'SPREADSHEET_TOO_LARGE')
      throw tooLarge('zip64', 'The workbook is a zip64 archive (over 4 GB or 65 535 files); no workbook an import reads needs one');
    throw new ApiError(400, { error: zip.error, message: zip.message });
  }
  checkDirectory(zip.entries, limits);
  checkSheets(bytes, zip.entries, limits);
}
