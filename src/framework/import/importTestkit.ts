import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { testResourceModel } from '../testing/testResourceModel';
import type { ResourceModel } from '../registry/types';

/** An importable resource for the import tests: text, enum, date, integer and reference columns. */
export function importableResource(): ResourceModel {
  return testResourceModel({
    name: 'gadget',
    schema: {
      type: 'object',
      required: ['code', 'name'],
      properties: {
        _id: { type: 'string', readOnly: true },
        code: { title: 'Código', type: 'string', pattern: '^[A-Z0-9-]+$' },
        name: { title: 'Nome', type: 'string', minLength: 1 },
        size: {
          title: 'Tamanho',
          type: 'string',
          oneOf: [
            { const: 'S', title: 'Pequeno' },
            { const: 'L', title: 'Grande' },
          ],
        },
        count: { title: 'Quantidade', type: 'integer', minimum: 0 },
        due: { title: 'Prazo', type: 'string', format: 'date-time' },
        ownerId: { title: 'Dono', type: 'string' },
      },
    },
    references: { ownerId: { resource: 'owner' } },
    translations: {
      en: { fields: { code: 'Code', name: 'Name', size: 'Size', count: 'Count', due: 'Due', ownerId: 'Owner' }, values: { size: { S: 'Small', L: 'Large' } } },
      pt: {
        fields: { code: 'Código', name: 'Nome', size: 'Tamanho', count: 'Quantidade', due: 'Prazo', ownerId: 'Dono' },
        values: { size: { S: 'Pequeno', L: 'Grande' } },
      },
    },
    import: {
      template: 'gadget-import',
      key: 'code',
      columns: [
        { field: 'code', example: 'G-1' },
        { field: 'name', example: 'Gadget' },
        { field: 'size' },
        { field: 'count' },
        { field: 'due' },
        { field: 'ownerId', by: 'login' },
      ],
    },
  });
}

/** An .xlsx whose first sheet holds `rows` (row 1 first); `edit` may touch the sheet before it is written. */
export async function workbookOf(rows: readonly unknown[][], edit?: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet, workbook);
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

/**
 * A zip written by hand, fast enough for thousands of entries: each entry deflated (or
 * stored), its declared size the true one unless `declare` says otherwise (a lying bomb).
 */
export function handZip(entries: Readonly<Record<string, Buffer>>, declare: Readonly<Record<string, number>> = {}): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const size = declare[name] ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
