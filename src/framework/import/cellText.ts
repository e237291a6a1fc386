import type { ImportColumn } from './importColumns';
import type { SheetCell } from './readWorkbookRows';

/** Days between Excel's day 0 (1899-12-30, counting its phantom 1900-02-29) and 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;
/** The 1904 date system starts 1462 days later. */
const DAYS_1904 = 1462;
const MS_PER_DAY = 86_400_000;

function serialToDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - EXCEL_EPOCH_DAYS + (date1904 ? DAYS_1904 : 0)) * MS_PER_DAY));
}

function dateText(date: Date, kind: ImportColumn['kind']): string {
  const iso = date.toISOString();
  // A date cell holds no time zone: its day is the day written, read as UTC.
  return kind === 'date' || iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/**
 * The text a preview shows (and the user corrects) for a cell: dates as ISO text (a date
 * column holding an Excel serial number is read as that day), numbers and booleans as
 * written, text trimmed. Problems (merged cells, formula errors) have no text.
 */
export function cellText(cell: SheetCell, column: ImportColumn, date1904 = false): string {
  if (cell === null) return '';
  if (cell instanceof Date) return dateText(cell, column.kind);
  if (typeof cell === 'number' && (column.kind === 'date' || column.kind === 'dateTime')) return dateText(serialToDate(cell, date1904), column.kind);
  if (typeof cell === 'object') return '';
  return String(cell).trim();
}
