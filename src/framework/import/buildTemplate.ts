import type { ImportColumn } from './importColumns';

export interface TemplateOptions {
  /** Name of the data sheet (the resource's name in the user's language). */
  sheetName: string;
  columns: readonly ImportColumn[];
  /** Reference columns: the human keys of the records they may name, offered in a drop-down. */
  referenceKeys?: Readonly<Record<string, readonly string[]>>;
  /** Rows the drop-downs cover below the header. */
  validatedRows?: number;
}

const LISTS_SHEET = 'lists';
const DEFAULT_VALIDATED_ROWS = 1000;
/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const SHEET_NAME_MAX = 31;

function exampleOf(column: ImportColumn, keys: readonly string[]): string | number | boolean {
  if (column.example !== undefined) return column.example;
  if (column.kind === 'enum') return column.choices[0]?.label ?? '';
  if (column.kind === 'reference') return keys[0] ?? '';
  if (column.kind === 'date' || column.kind === 'dateTime') return new Date().toISOString().slice(0, 10);
  if (column.kind === 'number' || column.kind === 'integer') return 1;
  if (column.kind === 'boolean') return true;
  return '';
}

function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * The template workbook of an import: one header row in the user's language (required
 * columns marked *), an example row, and a drop-down on every enum and reference column
 * whose choices sit in a hidden sheet (a list formula written inline is capped at 255
 * characters). Answers the .xlsx bytes.
 */
export async function buildTemplate({ sheetName, columns, referenceKeys = {}, validatedRows = DEFAULT_VALIDATED_ROWS }: TemplateOptions): Promise<Uint8Array> {
  // Loaded on the first template asked for, not at the API's start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, SHEET_NAME_MAX), { views: [{ state: 'frozen', ySplit: 1 }] });
  const lists = workbook.addWorksheet(LISTS_SHEET, { state: 'veryHidden' });
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.field, width: Math.max(14, column.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(columns.map((column) => exampleOf(column, referenceKeys[column.field] ?? [])));
  columns.forEach((column, index) => {
    const choices =
      column.kind === 'enum' ? column.choices.map((choice) => choice.label) : column.kind === 'reference' ? [...(referenceKeys[column.field] ?? [])] : [];
    if (choices.length === 0) return;
    const listColumn = columnLetter(index);
    choices.forEach((choice, row) => {
      lists.getCell(`${listColumn}${row + 1}`).value = choice;
    });
    for (let row = 2; row <= validatedRows + 1; row += 1) {
      sheet.getCell(`${listColumn}${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        showErrorMessage: true,
        formulae: [`${LISTS_SHEET}!$${listColumn}$1:$${listColumn}$${choices.length}`],
      };
    }
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
