import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildTemplate } from './buildTemplate';
import { importColumns } from './importColumns';
import { importableResource, workbookOf } from './importTestkit';
import { mapSheetRows } from './mapSheetRows';
import { readWorkbookRows } from './readWorkbookRows';
import { rowToRecord } from './rowToRecord';

const columns = importColumns(importableResource(), 'en');
const owners: Record<string, string> = { ana: 'u1', bia: 'u2' };
const lookup = (resource: string, by: string, key: string) => (resource === 'owner' && by === 'login' ? owners[key] : undefined);

async function rowsOf(bytes: Uint8Array) {
  const read = await readWorkbookRows(bytes, { maxRows: 100 });
  if (!read.ok) throw new Error(read.message);
  return mapSheetRows(read.rows, columns, read.date1904);
}

describe('spreadsheet import: template, reading and mapping', () => {
  it('builds a template with translated headers, an example row that imports cleanly and drop-downs for enum and reference columns', async () => {
    const bytes = await buildTemplate({ sheetName: 'Gadgets', columns, referenceKeys: { ownerId: ['ana', 'bia'] } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Gadgets');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Code *', 'Name *', 'Size', 'Count', 'Due', 'Owner']);
    expect(sheet?.getCell('C2').dataValidation).toMatchObject({ type: 'list', formulae: ['lists!$C$1:$C$2'] });
    expect(workbook.getWorksheet('lists')?.getCell('C1').value).toBe('Small');
    expect(workbook.getWorksheet('lists')?.getCell('F2').value).toBe('bia');

    const mapped = await rowsOf(bytes);
    if (!mapped.ok) throw new Error(mapped.message);
    const [example] = mapped.rows;
    expect(example?.values).toEqual({ code: 'G-1', name: 'Gadget', size: 'Small', count: '1', due: new Date().toISOString().slice(0, 10), ownerId: 'ana' });
    expect(rowToRecord(columns, example?.values ?? {}, lookup)).toMatchObject({ record: { size: 'S', count: 1, ownerId: 'u1' }, errors: [] });
  });

  it('reads a Portuguese template uploaded by an English user: headers are matched in every language', async () => {
    const mapped = await rowsOf(
      await workbookOf([
        ['Código *', 'Nome *', 'Tamanho'],
        ['A-1', 'Um', 'Grande'],
      ]),
    );
    expect(mapped).toMatchObject({ ok: true, rows: [{ line: 2, values: { code: 'A-1', name: 'Um', size: 'Grande' } }] });
  });

  it('takes dates written as dates, as Excel serial numbers and as text (ISO or day first), and refuses impossible ones per cell', async () => {
    const bytes = await workbookOf([
      ['Code', 'Name', 'Due'],
      ['A', 'n', new Date(Date.UTC(2026, 2, 1))],
      ['B', 'n', 46082],
      ['C', 'n', '2026-03-01'],
      ['D', 'n', '01/03/2026'],
      ['E', 'n', '30/02/2026'],
    ]);
    const mapped = await rowsOf(bytes);
    if (!mapped.ok) throw new Error(mapped.message);
    const dues = mapped.rows.map((row) => rowToRecord(columns, row.values, lookup));
    expect(dues.slice(0, 4).map((row) => row.record.due)).toEqual(Array(4).fill('2026-03-01T00:00:00.000Z'));
    expect(dues[4]?.errors).toEqual([{ field: 'due', keyword: 'import', message: 'IMPORT.NOT_A_DATE', params: { value: '30/02/2026' } }]);
  });

  it('gives per-cell errors for unknown choices, unknown references, non-numbers, merged cells and formula errors', async () => {
    const bytes = await workbookOf(
      [
        ['Code', 'Name', 'Size', 'Count', 'Owner'],
        ['A', 'x', 'Huge', 'many', 'zoe'],
        ['B', 'y', 'S', { error: '#DIV/0!' }, 'ana'],
        ['C', 'm', 'L', 1, 'ana'],
      ],
      (sheet) => sheet.mergeCells('A4:B4'),
    );
    const mapped = await rowsOf(bytes);
    if (!mapped.ok) throw new Error(mapped.message);
    const [first, second, third] = mapped.rows;
    expect(rowToRecord(columns, first?.values ?? {}, lookup).errors.map((error) => [error.field, error.message])).toEqual([
      ['size', 'IMPORT.UNKNOWN_CHOICE'],
      ['count', 'validation.type'],
      ['ownerId', 'IMPORT.REFERENCE_NOT_FOUND'],
    ]);
    expect(second?.errors).toEqual([{ field: 'count', keyword: 'import', message: 'IMPORT.FORMULA_ERROR' }]);
    expect(third?.errors.map((error) => error.field)).toEqual(['code', 'name']);
  });

  it('refuses a wrong sheet (no template columns) and a sheet with headers only, as file errors', async () => {
    expect(
      await rowsOf(
        await workbookOf([
          ['Invoice', 'Amount'],
          ['1', 2],
        ]),
      ),
    ).toMatchObject({ ok: false, error: 'SPREADSHEET_MISSING_COLUMNS' });
    expect(await rowsOf(await workbookOf([['Code', 'Name']]))).toMatchObject({ ok: false, error: 'SPREADSHEET_EMPTY' });
    expect(
      await rowsOf(
        await workbookOf([
          ['Code', 'Size'],
          ['A', 'S'],
        ]),
      ),
    ).toMatchObject({ ok: false, error: 'SPREADSHEET_MISSING_COLUMNS', params: { columns: 'Name *' } });
  });
});
