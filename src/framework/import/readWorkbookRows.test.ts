import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handZip, workbookOf } from './importTestkit';
import { loadWorkbookRows } from './loadWorkbookRows.testkit';
import { readWorkbookRows, type SheetCell } from './readWorkbookRows';

/** The shared spreadsheets beside the repository (`../shared/corpus/xlsx`); `XLSX_CORPUS` points elsewhere. */
const CORPUS =
  process.env.XLSX_CORPUS ??
  [resolve(import.meta.dirname, '../../../../shared/corpus/xlsx'), '/work/shared/corpus/xlsx'].find((folder) => existsSync(folder)) ??
  resolve(import.meta.dirname, '../../../../shared/corpus/xlsx');
const LIMITS = { maxRows: 10_000 };
const CORPUS_FILES = [
  'datetime.xlsx',
  '1904_base.xlsx',
  'numbers1.xlsx',
  'gold.xlsx',
  'bbu.xlsx',
  'simple_spreadsheet.xlsx',
  'chart-sheet.xlsx',
  'chart_sheet.xlsx',
];
/**
 * Where the streamed read differs from the whole-workbook load, on purpose: a shared
 * formula whose computed result is 0 (`<v>0</v>`) reads 0, where the load took it for a
 * formula without a value. Row and column from 1.
 */
const CORRECTED: Readonly<Record<string, readonly { row: number; column: number; value: SheetCell }[]>> = {
  'simple_spreadsheet.xlsx': [{ row: 13, column: 5, value: 0 }],
};

/** The rows the whole-workbook load gives, with the corrections applied. */
async function loadedRows(bytes: Uint8Array, corrections: readonly { row: number; column: number; value: SheetCell }[] = []) {
  const loaded = await loadWorkbookRows(bytes);
  if (!loaded) return undefined;
  for (const { row, column, value } of corrections) {
    const cells = loaded.rows[row - 1];
    if (cells) cells[column - 1] = value;
  }
  return loaded;
}

describe('readWorkbookRows', () => {
  it('reads the first sheet, formulas by their computed result and rich text as text', async () => {
    const bytes = await workbookOf([
      ['Code', 'Total'],
      ['A-1', { formula: '1+1', result: 2 }],
      [{ richText: [{ text: 'B-' }, { text: '2' }] }, 3],
    ]);
    const read = await readWorkbookRows(bytes, LIMITS);
    expect(read).toMatchObject({
      ok: true,
      sheet: 'Data',
      rows: [
        ['Code', 'Total'],
        ['A-1', 2],
        ['B-2', 3],
      ],
    });
  });

  it('marks formulas without a computed value, error values and merged cells instead of guessing them', async () => {
    const bytes = await workbookOf(
      [
        ['A', 'B', 'C'],
        [{ formula: 'A1' }, { error: '#N/A' }, 'x'],
        ['m', null, null],
      ],
      (sheet) => sheet.mergeCells('A3:B3'),
    );
    const read = await readWorkbookRows(bytes, LIMITS);
    if (!read.ok) throw new Error(read.message);
    expect(read.rows[1]).toEqual([{ problem: 'FORMULA_WITHOUT_VALUE' }, { problem: 'FORMULA_ERROR' }, 'x']);
    expect(read.rows[2]?.slice(0, 2)).toEqual([{ problem: 'MERGED_CELL' }, { problem: 'MERGED_CELL' }]);
  });

  it.each([
    ['an empty file', new Uint8Array(0), 'NOT_A_SPREADSHEET'],
    ['a text file renamed .xlsx', new TextEncoder().encode('code;name\nA;B\n'), 'NOT_A_SPREADSHEET'],
    ['an old binary .xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(600).fill(0)]), 'OLD_EXCEL_FORMAT'],
    ['20 MB of random bytes', new Uint8Array(20 * 1024 * 1024).map((_, i) => (i * 7919) % 251), 'NOT_A_SPREADSHEET'],
  ])('refuses %s with a clear file error', async (_, bytes, error) => {
    const read = await readWorkbookRows(bytes, LIMITS);
    expect(read).toMatchObject({ ok: false, error });
    expect(read.ok || read.message.length > 20).toBe(true);
  });

  it('refuses a zip bomb renamed .xlsx before inflating it', async () => {
    const bomb = handZip({
      '[Content_Types].xml': Buffer.from('<Types/>'),
      'xl/workbook.xml': Buffer.from('<workbook/>'),
      'xl/worksheets/sheet1.xml': Buffer.alloc(30 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await readWorkbookRows(bomb, LIMITS)).toMatchObject({ ok: false, error: 'SPREADSHEET_TOO_LARGE' });
  });

  it('refuses a bomb that declares small sizes, stopping the inflation at the declared size', async () => {
    const liar = handZip(
      { 'xl/workbook.xml': Buffer.from('<workbook/>'), 'xl/worksheets/sheet1.xml': Buffer.alloc(30 * 1024 * 1024) },
      { 'xl/worksheets/sheet1.xml': 1000 },
    );
    expect(await readWorkbookRows(liar, LIMITS)).toMatchObject({ ok: false, error: 'SPREADSHEET_TOO_LARGE' });
  });

  it('refuses a zip whose entries are many small bombs adding up', async () => {
    const entries = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`x/${i}.xml`, Buffer.from('a')]));
    expect(await readWorkbookRows(handZip({ 'xl/workbook.xml': Buffer.from('<w/>'), ...entries }), LIMITS)).toMatchObject({
      ok: false,
      error: 'SPREADSHEET_TOO_LARGE',
    });
  });

  it('refuses a workbook with macros (an .xlsm)', async () => {
    const xlsm = handZip({ 'xl/workbook.xml': Buffer.from('<workbook/>'), 'xl/vbaProject.bin': Buffer.from('Sub AutoOpen()') });
    expect(await readWorkbookRows(xlsm, LIMITS)).toMatchObject({ ok: false, error: 'SPREADSHEET_MACROS_NOT_ALLOWED' });
  });

  it('refuses a zip that holds no workbook', async () => {
    expect(await readWorkbookRows(handZip({ 'word/document.xml': Buffer.from('<d/>') }), LIMITS)).toMatchObject({ ok: false, error: 'NOT_A_SPREADSHEET' });
  });

  it('refuses a workbook without a filled sheet', async () => {
    expect(await readWorkbookRows(await workbookOf([]), LIMITS)).toMatchObject({ ok: false, error: 'SPREADSHEET_EMPTY' });
  });

  it('refuses 100 000 rows whole rather than reading part of them', async () => {
    // The sheet XML is written by hand: exceljs takes seconds to write 100 000 rows.
    const rows = Array.from({ length: 100_001 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>C-${i}</t></is></c></row>`).join('');
    const sheet = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
    const read = await readWorkbookRows(handZip({ 'xl/workbook.xml': Buffer.from('<workbook/>'), 'xl/worksheets/sheet1.xml': Buffer.from(sheet) }), LIMITS);
    expect(read).toMatchObject({ ok: false, error: 'SPREADSHEET_TOO_MANY_ROWS', params: { max: 10_000 } });
  });

  // Without the shared corpus the run says so (skipped), rather than fail on a missing folder.
  it
    .skipIf(!existsSync(CORPUS))
    .each(['datetime.xlsx', '1904_base.xlsx', 'numbers1.xlsx', 'gold.xlsx', 'bbu.xlsx', 'simple_spreadsheet.xlsx', 'chart-sheet.xlsx', 'chart_sheet.xlsx'])(
    'reads the corpus workbook %s or refuses it with a file error, never throwing',
    async (name) => {
      const read = await readWorkbookRows(new Uint8Array(readFileSync(`${CORPUS}/${name}`)), LIMITS);
      if (read.ok) expect(read.rows.length).toBeGreaterThan(0);
      else expect(read.error).toMatch(/^[A-Z_]+$/);
    },
  );

  it.skipIf(!existsSync(CORPUS)).each(CORPUS_FILES)('reads the corpus workbook %s cell for cell as the whole-workbook load does', async (name) => {
    const bytes = new Uint8Array(readFileSync(`${CORPUS}/${name}`));
    const streamed = await readWorkbookRows(bytes, LIMITS);
    const loaded = await loadedRows(bytes, CORRECTED[name]);
    if (!loaded) return expect(streamed).toMatchObject({ ok: false, error: 'SPREADSHEET_EMPTY' });
    expect(streamed).toEqual({ ok: true, ...loaded });
  });

  it('reads dates, the 1904 system, booleans, errors, formulas, rich text and merged cells as the whole-workbook load does, and keeps line numbers', async () => {
    const bytes = await workbookOf(
      [
        ['Code', 'When', 'Done', 'Total', 'Note'],
        ['A-1', new Date(Date.UTC(2026, 0, 31)), true, { formula: 'B1*2', result: 4 }, { richText: [{ text: 'in ' }, { font: { bold: true }, text: 'bold' }] }],
        ['A-2', 45_000, false, { error: '#DIV/0!' }, { formula: 'A1', result: 'Code' }],
        ['m', null, 'x', { formula: 'NOW()' }, '  padded  '],
      ],
      (sheet, workbook) => {
        sheet.getColumn(2).numFmt = 'dd/mm/yyyy';
        sheet.mergeCells('A4:B4');
        workbook.properties.date1904 = true;
      },
    );
    const streamed = await readWorkbookRows(bytes, LIMITS);
    expect(streamed).toEqual({ ok: true, ...(await loadedRows(bytes)) });
    expect(streamed).toMatchObject({ ok: true, sheet: 'Data', date1904: true });
  });

  it('reads 2 000 generated rows as the whole-workbook load does, line for line', async () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => [`Inspection ${i}`, `TAG-${i}`, i, new Date(Date.UTC(2026, i % 12, 1 + (i % 28)))]);
    const bytes = await workbookOf([['Description', 'Tag', 'Number', 'Planned'], ...rows], (sheet) => (sheet.getColumn(4).numFmt = 'yyyy-mm-dd'));
    const streamed = await readWorkbookRows(bytes, LIMITS);
    expect(streamed).toEqual({ ok: true, ...(await loadWorkbookRows(bytes)) });
    expect(streamed.ok && streamed.rows[2000]).toEqual(['Inspection 1999', 'TAG-1999', 1999, new Date(Date.UTC(2026, 7, 12))]);
  });
});
