import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workbookOf } from '../../framework/import/importTestkit';
import { readWorkbookRows } from '../../framework/import/readWorkbookRows';
import { ApiError } from '../http/apiError';
import { checkWorkbookLimits, WORKBOOK_LIMITS } from './checkWorkbookLimits';
import { MAX_IMPORT_ROWS } from './readImportFile';
import { sheetOf, workbookBombs } from './workbookBombs.testkit';

/** The shared spreadsheets beside the repository (`../shared/corpus/xlsx`); `XLSX_CORPUS` points elsewhere. */
const CORPUS =
  process.env.XLSX_CORPUS ?? [resolve(import.meta.dirname, '../../../../shared/corpus/xlsx'), '/work/shared/corpus/xlsx'].find((folder) => existsSync(folder));
const CORPUS_FILES = CORPUS
  ? readdirSync(CORPUS)
      .filter((name) => name.endsWith('.xlsx'))
      .sort()
  : [];
if (CORPUS_FILES.length === 0) console.warn('[xlsx corpus] not found: only generated workbooks are checked');

function refusalOf(bytes: Uint8Array): { status: number; body: Record<string, unknown> } | undefined {
  try {
    checkWorkbookLimits(bytes);
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, body: error.body as Record<string, unknown> };
  }
}

describe('checkWorkbookLimits', () => {
  it('refuses each bomb with 400 naming the limit it passes', async () => {
    for (const [name, bytes, error, limit] of await workbookBombs()) {
      expect(bytes.length, name).toBeLessThan(10 * 1024 * 1024);
      const refusal = refusalOf(bytes);
      expect(refusal, name).toMatchObject({ status: 400, body: { error, params: { limit } } });
      expect(String(refusal?.body.message), name).toMatch(/\d/);
    }
  });

  it('passes workbooks at each limit', async () => {
    expect(refusalOf(sheetOf(MAX_IMPORT_ROWS + 1, 1))).toBeUndefined();
    expect(refusalOf(sheetOf(WORKBOOK_LIMITS.cells / 25, 25))).toBeUndefined();
    expect(refusalOf(await workbookOf([['A'], ['x']], (sheet) => void (sheet.getRow(2).getCell(WORKBOOK_LIMITS.columns).value = 'edge')))).toBeUndefined();
  });

  it('counts only cells with a value, as the reader does: styled empty cells and rows pass', async () => {
    const styled = await workbookOf([['A'], ['x']], (sheet) => {
      for (let row = 3; row < MAX_IMPORT_ROWS + 100; row += 1) sheet.getRow(row).getCell(WORKBOOK_LIMITS.columns + 50).style = { font: { bold: true } };
    });
    expect(refusalOf(styled)).toBeUndefined();
  });

  it('refuses what is not a workbook as the reader does', () => {
    expect(refusalOf(new Uint8Array(0))).toMatchObject({ status: 400, body: { error: 'NOT_A_SPREADSHEET' } });
    expect(refusalOf(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, ...new Array<number>(600).fill(0)]))).toMatchObject({
      status: 400,
      body: { error: 'OLD_EXCEL_FORMAT' },
    });
  });

  it.each(CORPUS_FILES)('passes the real workbook %s, which the reader then reads without a size refusal', async (name) => {
    const bytes = new Uint8Array(readFileSync(join(CORPUS ?? '', name)));
    expect(refusalOf(bytes)).toBeUndefined();
    const read = await readWorkbookRows(bytes, { maxRows: MAX_IMPORT_ROWS });
    expect(read.ok || !['SPREADSHEET_TOO_LARGE', 'SPREADSHEET_TOO_MANY_ROWS'].includes(read.error)).toBe(true);
  });
});
