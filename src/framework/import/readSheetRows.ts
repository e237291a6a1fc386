import { parseXml } from './parseXml';
import type { CellProblem, SheetCell } from './readWorkbookRows';
import type { WorkbookParts } from './workbookParts';

const EXCEL_EPOCH_DAYS = 25569;
const DAYS_1904 = 1462;
const MS_PER_DAY = 86_400_000;
const MERGED: CellProblem = { problem: 'MERGED_CELL' };
const DOLLAR = 0x24;
const A = 0x41;
const Z = 0x5a;
const LOWER_CASE_BIT = 0x20;

/** `B12` → column 2, row 12 (`$` signs allowed); undefined for a reference that is not one. Read by hand: it runs for every cell. */
function cellAddress(reference: string): { column: number; row: number } | undefined {
  let column = 0;
  let at = 0;
  if (reference.charCodeAt(at) === DOLLAR) at += 1;
  for (; at < reference.length; at += 1) {
    const code = reference.charCodeAt(at) & ~LOWER_CASE_BIT;
    if (code < A || code > Z) break;
    column = column * 26 + (code - A + 1);
  }
  if (reference.charCodeAt(at) === DOLLAR) at += 1;
  const row = Number(reference.slice(at));
  return column > 0 && at < reference.length && Number.isInteger(row) && row > 0 ? { column, row } : undefined;
}

/** A cell while its element is read: its type (`t`), style (`s`), formula and value texts. */
interface OpenCell {
  column: number;
  type: string;
  style: number;
  formula: boolean;
  value?: string;
}

/** A number as a date when its style shows one (as the workbook shows it), else as written. */
function numberValue(text: string, cell: OpenCell, parts: WorkbookParts): number | Date {
  const number = parseFloat(text);
  if (cell.style === 0 || !parts.dateStyles.has(cell.style)) return number;
  return new Date(Math.round((number - EXCEL_EPOCH_DAYS + (parts.date1904 ? DAYS_1904 : 0)) * MS_PER_DAY));
}

/** A cell's plain value, as the spreadsheet shows it: a formula by its computed result, shared strings by their text. */
function cellValue(cell: OpenCell, parts: WorkbookParts): SheetCell {
  const { type, value } = cell;
  if (cell.formula) {
    if (value === undefined || value === '') return { problem: 'FORMULA_WITHOUT_VALUE' };
    if (type === 'str') return value;
    if (type === 'b') return parseInt(value, 10) !== 0;
    if (type === 'e') return { problem: 'FORMULA_ERROR' };
    return numberValue(value, cell, parts);
  }
  if (value === undefined) return null;
  switch (type) {
    case 's':
      return parts.sharedStrings[parseInt(value, 10)] ?? null;
    case 'str':
    case 'inlineStr':
      return value;
    case 'b':
      return parseInt(value, 10) !== 0;
    case 'e':
      return { problem: 'FORMULA_ERROR' };
    case 'd':
      return new Date(value);
    default:
      return numberValue(value, cell, parts);
  }
}

/** Marks every cell of each merged range (`A3:B4`): its value would otherwise read as the first cell's alone. */
function markMerged(rows: SheetCell[][], ranges: readonly string[]): void {
  for (const range of ranges) {
    const [from, to] = range.split(':').map(cellAddress);
    if (!from || !to) continue;
    for (let row = from.row; row <= to.row; row += 1) {
      const cells = (rows[row - 1] ??= []);
      for (let column = from.column; column <= to.column; column += 1) cells[column - 1] = MERGED;
    }
  }
}

/**
 * The rows of one worksheet part (row 1 first), read element by element with a streaming
 * XML parser: each row is complete when its element closes, and no model of the workbook
 * is built. A cell is its value (a formula's computed result, a date where its style shows
 * one) or the problem it has; merged ranges, listed after the rows, are marked at the end.
 */
export function readSheetRows(xml: Iterable<string>, parts: WorkbookParts): SheetCell[][] {
  const rows: SheetCell[][] = [];
  const merged: string[] = [];
  let row: SheetCell[] | undefined;
  let rowNumber = 0;
  let lastColumn = 0;
  let cell: OpenCell | undefined;
  /** Which text of the cell is being read: its value (`v`, an inline string's `t`), or none. */
  let reading: 'value' | undefined;
  let inInline = false;
  let phonetic = 0;
  parseXml(xml, {
    open(name, attributes) {
      switch (name) {
        case 'row': {
          const number = Number(attributes().r);
          rowNumber = Number.isInteger(number) && number > 0 ? number : rowNumber + 1;
          row = [];
          lastColumn = 0;
          break;
        }
        case 'c': {
          if (!row) break;
          const { r, t, s } = attributes();
          const column = (r && cellAddress(r)?.column) || lastColumn + 1;
          lastColumn = column;
          cell = { column, type: t ?? 'n', style: Number(s ?? 0) || 0, formula: false };
          break;
        }
        case 'f':
          if (cell) cell.formula = true;
          break;
        case 'v':
          if (cell && !inInline) {
            cell.value = '';
            reading = 'value';
          }
          break;
        case 'is':
          if (cell) {
            inInline = true;
            cell.value = '';
          }
          break;
        case 'rPh':
          phonetic += 1;
          break;
        case 't':
          if (cell && inInline && phonetic === 0) reading = 'value';
          break;
        case 'mergeCell': {
          const { ref } = attributes();
          if (ref) merged.push(ref);
          break;
        }
      }
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          reading = undefined;
          break;
        case 'is':
          inInline = false;
          break;
        case 'rPh':
          phonetic -= 1;
          break;
        case 'c':
          // An element with no value, formula or style is no cell at all (`<c r="IV1"/>`, where a row's cells stop).
          if (row && cell && (cell.value !== undefined || cell.formula || cell.style !== 0)) row[cell.column - 1] = cellValue(cell, parts);
          cell = undefined;
          break;
        case 'row':
          // Its empty cells are filled in with the others' at the end, where merged ranges may add rows.
          if (row) rows[rowNumber - 1] = row;
          row = undefined;
          break;
      }
    },
    text(text) {
      if (reading === 'value' && cell) cell.value = (cell.value ?? '') + text;
    },
  });
  markMerged(rows, merged);
  return Array.from(rows, (cells) => (cells ? Array.from(cells, (value) => value ?? null) : []));
}
