import { ZipFile } from 'yazl';
import { handZip, workbookOf } from '../../framework/import/importTestkit';

const WORKBOOK_PARTS = { '[Content_Types].xml': Buffer.from('<Types/>'), 'xl/workbook.xml': Buffer.from('<workbook/>') };

/** A zip made by yazl (deflated, true sizes) of `entries`. */
export async function yazlZip(entries: Readonly<Record<string, Buffer>>): Promise<Uint8Array> {
  const zip = new ZipFile();
  for (const [name, data] of Object.entries(entries)) zip.addBuffer(data, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** A workbook whose only sheet is `rows` × `columns` numbers, its XML written by hand (fast for large sheets). */
export function sheetOf(rows: number, columns: number): Uint8Array {
  const row = (r: number) => `<row r="${r}">${Array.from({ length: columns }, (_, c) => `<c><v>${r * columns + c}</v></c>`).join('')}</row>`;
  const xml = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${Array.from({ length: rows }, (_, r) => row(r + 1)).join('')}</sheetData></worksheet>`;
  return handZip({ ...WORKBOOK_PARTS, 'xl/worksheets/sheet1.xml': Buffer.from(xml) });
}

/**
 * Uploads every spreadsheet import must refuse before answering, as [case, bytes, error,
 * limit]: each passes the 10 MB upload limit and fails one limit of checkWorkbookLimits.
 */
export async function workbookBombs(): Promise<[string, Uint8Array, string, string][]> {
  return [
    [
      'a zip bomb (one part packed a thousand times)',
      await yazlZip({ ...WORKBOOK_PARTS, 'xl/worksheets/sheet1.xml': Buffer.alloc(30 * 1024 * 1024, 0x20) }),
      'SPREADSHEET_TOO_LARGE',
      'ratio',
    ],
    [
      'parts that add up past 64 MB unpacked',
      handZip({ ...WORKBOOK_PARTS, ...Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`xl/media/image${i}.bin`, Buffer.alloc(1024 * 1024)])) }),
      'SPREADSHEET_TOO_LARGE',
      'unpackedBytes',
    ],
    [
      'a zip of 2 500 files',
      handZip({ ...WORKBOOK_PARTS, ...Object.fromEntries(Array.from({ length: 2500 }, (_, i) => [`x/${i}.xml`, Buffer.from('a')])) }),
      'SPREADSHEET_TOO_LARGE',
      'entries',
    ],
    [
      'a part that lies about its size',
      handZip({ ...WORKBOOK_PARTS, 'xl/worksheets/sheet1.xml': Buffer.alloc(30 * 1024 * 1024, 0x20) }, { 'xl/worksheets/sheet1.xml': 1000 }),
      'SPREADSHEET_TOO_LARGE',
      'declaredSize',
    ],
    ['a sheet of 10 001 rows after its header', sheetOf(10_002, 1), 'SPREADSHEET_TOO_MANY_ROWS', 'rows'],
    [
      'a value in column 101',
      await workbookOf(
        [
          ['Identifier (tag)', 'Name'],
          ['X-1', 'One'],
        ],
        (sheet) => {
          sheet.getRow(2).getCell(101).value = 'far right';
        },
      ),
      'SPREADSHEET_TOO_MANY_COLUMNS',
      'columns',
    ],
    ['250 000 filled cells', sheetOf(10_000, 25), 'SPREADSHEET_TOO_MANY_CELLS', 'cells'],
  ];
}
