import type { FieldErrorBody } from '../data/apiConventions';
import { cellText } from './cellText';
import { headerKey, type ImportColumn } from './importColumns';
import { isCellProblem, type SheetCell, type WorkbookRefusal } from './readWorkbookRows';

/** One data row of a sheet, as the preview shows it and the import reads it back. */
export interface SheetRow {
  /** Line number in the sheet (the header is line 1). */
  line: number;
  /** Cell text per column field. */
  values: Record<string, string>;
  /** Problems of the row's cells (merged, formula errors); validation adds the others. */
  errors: FieldErrorBody[];
}

export type SheetMapping = { ok: true; rows: SheetRow[] } | { ok: false; error: WorkbookRefusal; message: string; params?: Record<string, unknown> };

const PROBLEM_MESSAGES: Readonly<Record<string, string>> = {
  MERGED_CELL: 'IMPORT.MERGED_CELL',
  FORMULA_ERROR: 'IMPORT.FORMULA_ERROR',
  FORMULA_WITHOUT_VALUE: 'IMPORT.FORMULA_WITHOUT_VALUE',
};

/** Column index of each import column in the header row (recognised in any language); undefined for missing ones. */
function headerIndexes(header: readonly SheetCell[], columns: readonly ImportColumn[]): Map<string, number> {
  const keys = header.map((cell) => (typeof cell === 'string' ? headerKey(cell) : ''));
  const found = new Map<string, number>();
  for (const column of columns) {
    const index = keys.findIndex((key) => key !== '' && column.aliases.includes(key));
    if (index >= 0) found.set(column.field, index);
  }
  return found;
}

/**
 * The data rows of a sheet (row 1 is the header) as text per column. Refuses the whole
 * sheet when a required column is missing (a wrong sheet, a foreign file) or when no row
 * has data. Blank rows are skipped; line numbers stay those of the sheet.
 */
export function mapSheetRows(rows: readonly SheetCell[][], columns: readonly ImportColumn[], date1904 = false): SheetMapping {
  const indexes = headerIndexes(rows[0] ?? [], columns);
  const missing = columns.filter((column) => column.required && !indexes.has(column.field));
  if (indexes.size === 0 || missing.length > 0) {
    const names = (missing.length > 0 ? missing : columns).map((column) => column.header).join(', ');
    return {
      ok: false,
      error: 'SPREADSHEET_MISSING_COLUMNS',
      message: `The first sheet lacks the template's columns (${names}): use the downloaded template.`,
      params: { columns: names },
    };
  }
  const mapped: SheetRow[] = [];
  rows.slice(1).forEach((cells, i) => {
    const values: Record<string, string> = {};
    const errors: FieldErrorBody[] = [];
    for (const column of columns) {
      const cell = cells[indexes.get(column.field) ?? -1] ?? null;
      if (isCellProblem(cell)) errors.push({ field: column.field, keyword: 'import', message: PROBLEM_MESSAGES[cell.problem] ?? 'validation.type' });
      values[column.field] = cellText(cell, column, date1904);
    }
    if (errors.length === 0 && Object.values(values).every((text) => text === '')) return;
    mapped.push({ line: i + 2, values, errors });
  });
  if (mapped.length === 0) return { ok: false, error: 'SPREADSHEET_EMPTY', message: 'The sheet has its headers but no rows: fill in at least one row.' };
  return { ok: true, rows: mapped };
}
