import ExcelJS from 'exceljs';
import type { SheetCell } from './readWorkbookRows';

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

/**
 * The first visible worksheet's rows as the import read them before it streamed: exceljs
 * loads the whole workbook into its model, then each cell is taken from it. Kept for the
 * tests, which hold the streamed read to it on real workbooks.
 */
export async function loadWorkbookRows(bytes: Uint8Array): Promise<{ sheet: string; rows: SheetCell[][]; date1904: boolean } | undefined> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const worksheet = workbook.worksheets.find((sheet) => sheet.state !== 'hidden' && sheet.state !== 'veryHidden');
  if (!worksheet || worksheet.actualRowCount === 0) return undefined;
  const rows: SheetCell[][] = [];
  worksheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: SheetCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.isMerged ? { problem: 'MERGED_CELL' } : plainValue(cell.value);
    });
    rows[number - 1] = Array.from(cells, (cell) => cell ?? null);
  });
  return { sheet: worksheet.name, rows: Array.from(rows, (row) => row ?? []), date1904: workbook.properties.date1904 === true };
}
