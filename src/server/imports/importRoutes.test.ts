import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handZip, workbookOf } from '../../framework/import/importTestkit';
import { startImportTestApi, UTGCA, type ImportTestApi } from './importRoutes.testkit';

/* The activity sheet's import with its kept preview, the task import, and the file and caller checks of an upload. */
/** A contract of UTGCA, and the code of the project's other contract. */
const CONTRACT = { id: '63db1188fc8405c31dec172e', code: '4600612345' };
const OTHER_CONTRACT_CODE = '4600618802';
/** The code of a contract of ROTA3, another project. */
const ROTA3_CONTRACT_CODE = '4600624410';

let api: ImportTestApi;
beforeAll(async () => {
  api = await startImportTestApi('imports');
});
afterAll(() => api.close());

const ACTIVITY_HEADERS = ['Description *', 'Tag', 'Discipline', 'Item status', 'Planned start'];

describe('spreadsheet imports', () => {
  it("serves the activity template in the caller's language, with drop-downs of the project's disciplines", async () => {
    const response = await fetch(`${api.url}templates/activity-import.xlsx`, { headers: api.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('activity-import.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const [sheet] = workbook.worksheets;
    expect(sheet?.getRow(1).values).toContain('Description *');
    expect(sheet?.getRow(1).values).toContain('Item status');
    expect(workbook.getWorksheet('lists')?.getColumn(5).values).toContain('ELE');
    expect((await fetch(`${api.url}templates/other.xlsx`, { headers: api.headers })).status).toBe(404);
  });

  it('previews every row with its errors per column and stores nothing', async () => {
    const before = await api.count('activity');
    const bytes = await workbookOf([
      ACTIVITY_HEADERS,
      ['Check pump', 'P-1', 'ELE', 'To receive (ARECEB)', '2026-03-01'],
      ['', 'P-2', 'NOPE', 'Whatever', 'soon'],
    ]);
    const { status, body } = await api.send('activity/load-from-excel', bytes);
    expect(status).toBe(200);
    const data = body.data as { rows: { line: number; errors: { field: string; message: string }[] }[]; errorCount: number };
    expect(data.errorCount).toBe(1);
    expect(data.rows[0]?.errors).toEqual([]);
    expect(data.rows[1]?.errors.map((error) => [error.field, error.message])).toEqual([
      ['disciplineId', 'IMPORT.REFERENCE_NOT_FOUND'],
      ['itemStatus', 'IMPORT.UNKNOWN_CHOICE'],
      ['plannedStartDate', 'IMPORT.NOT_A_DATE'],
      ['description', 'FIELD_IS_REQUIRED'],
    ]);
    expect(await api.count('activity')).toBe(before);
  });

  it('keeps a preview of 1 000 rows: the answer holds its first page, the pages the rest, and the import takes the corrections alone', async () => {
    const rows = Array.from({ length: 1_000 }, (_, i) => [`Pump check ${i}`, `PAGE-${i}`, 'ELE', '', i === 998 ? 'soon' : '2026-03-01']);
    const { status, body } = await api.send('activity/load-from-excel', await workbookOf([ACTIVITY_HEADERS, ...rows]));
    expect(status).toBe(200);
    const preview = body.data as { previewId: string; rows: { line: number }[]; total: number; errorCount: number };
    expect(preview).toMatchObject({ total: 1_000, errorCount: 1 });
    expect(preview.rows.map((row) => row.line)).toEqual(Array.from({ length: 100 }, (_, i) => i + 2));

    const page = await api.projectAdmin('GET', `activity/load-from-excel/${preview.previewId}?skip=990&limit=20`, undefined, { ProjectId: UTGCA });
    const last = (page.body as { data: { rows: { line: number; values: Record<string, string>; errors: { field: string }[] }[]; total: number } }).data;
    expect(last.rows.map((row) => row.line)).toEqual(Array.from({ length: 10 }, (_, i) => 992 + i));
    expect(last.rows.find((row) => row.line === 1_000)?.errors.map((error) => error.field)).toEqual(['plannedStartDate']);
    // Another user who may import never reads it: to them it is unknown.
    const admin = await api.as('admin');
    expect((await admin('GET', `activity/load-from-excel/${preview.previewId}`, undefined, { ProjectId: UTGCA })).body).toMatchObject({
      error: 'IMPORT_PREVIEW_EXPIRED',
    });

    const before = await api.count('activity');
    const import_ = (body: Record<string, unknown>) => api.projectAdmin('POST', 'activity/import-from-excel?source=EXCEL', body, { ProjectId: UTGCA });
    // A correction that still fails: nothing stored, the kept rows now carry the new error.
    const stillBad = { line: 1_000, values: { description: '', tag: 'PAGE-998' } };
    expect((await import_({ previewId: preview.previewId, rows: [stillBad], dropped: [2] })).body).toMatchObject({
      error: 'IMPORT_ROWS_INVALID',
      rows: [{ line: 1_000 }],
    });
    expect(await api.count('activity')).toBe(before);
    const kept = await api.projectAdmin('GET', `activity/load-from-excel/${preview.previewId}?limit=1`, undefined, { ProjectId: UTGCA });
    expect((kept.body as { data: unknown }).data).toMatchObject({ total: 999, errorCount: 1, rows: [{ line: 3 }] });

    const fixed = { line: 1_000, values: { description: 'Pump check 998', tag: 'PAGE-998', disciplineId: 'ELE', plannedStartDate: '2026-03-02' } };
    const stored = await import_({ previewId: preview.previewId, rows: [fixed] });
    expect(stored.status).toBe(200);
    expect((stored.body as { data: { count: number } }).data.count).toBe(999);
    expect(await api.count('activity')).toBe(before + 999);
    // Imported once: the preview is let go.
    expect((await import_({ previewId: preview.previewId, rows: [] })).body).toMatchObject({ error: 'IMPORT_PREVIEW_EXPIRED' });
  });

  it('refuses a 50 000-row workbook whole, naming the row limit', async () => {
    // The sheet XML is written by hand: exceljs takes seconds to write 50 000 rows.
    const cells = (i: number) => `<c r="A${i}" t="inlineStr"><is><t>Check ${i}</t></is></c><c r="B${i}" t="inlineStr"><is><t>BIG-${i}</t></is></c>`;
    const header = `<row r="1"><c r="A1" t="inlineStr"><is><t>Description *</t></is></c><c r="B1" t="inlineStr"><is><t>Tag</t></is></c></row>`;
    const rows = Array.from({ length: 50_000 }, (_, i) => `<row r="${i + 2}">${cells(i + 2)}</row>`).join('');
    const sheet = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${header}${rows}</sheetData></worksheet>`;
    const bytes = handZip({ 'xl/workbook.xml': Buffer.from('<workbook/>'), 'xl/worksheets/sheet1.xml': Buffer.from(sheet) });
    expect(await api.send('activity/load-from-excel', bytes)).toMatchObject({
      status: 400,
      body: { error: 'SPREADSHEET_TOO_MANY_ROWS', message: 'The sheet has more than 10000 rows: split it into smaller files.', params: { max: 10_000 } },
    });
  });

  it("imports corrected rows all or nothing, into the caller's project with the source asked", async () => {
    const before = await api.count('activity');
    const rows = [
      { line: 2, values: { description: 'Check pump', tag: 'P-1', disciplineId: 'ELE' } },
      { line: 3, values: { description: '', tag: 'P-2' } },
    ];
    const refused = await api.projectAdmin('POST', 'activity/import-from-excel?source=EXCEL', { rows }, { ProjectId: UTGCA });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'IMPORT_ROWS_INVALID', rows: [{ line: 3 }] });
    expect(await api.count('activity')).toBe(before);

    const fixed = [rows[0], { line: 3, values: { description: 'Check valve', tag: 'P-2' } }];
    const stored = await api.projectAdmin('POST', 'activity/import-from-excel?source=EXCEL', { rows: fixed }, { ProjectId: UTGCA });
    expect(stored.status).toBe(200);
    const ids = (stored.body as { data: { importedIds: string[] } }).data.importedIds;
    expect(ids).toHaveLength(2);
    expect(await api.count('activity')).toBe(before + 2);
    const record = (await api.projectAdmin('GET', `activity/${ids[0]}`, undefined, { ProjectId: UTGCA })).body as { data: Record<string, unknown> };
    expect(record.data).toMatchObject({ description: 'Check pump', source: 'EXCEL', projectId: UTGCA, disciplineId: '63e1edaa76b59dbb54eb9f9c' });
    expect((await api.projectAdmin('POST', 'activity/import-from-excel?source=BAD', { rows: fixed }, { ProjectId: UTGCA })).status).toBe(400);
  });

  it('puts the activities imported with a contract chosen in the scope tree in that contract, and refuses a row naming another one', async () => {
    const chosen = { ProjectId: UTGCA, 'Selected-Contract-Id': CONTRACT.id };
    const rows = [
      { line: 2, values: { description: 'Check pump in contract', tag: 'C-1' } },
      { line: 3, values: { description: 'Check valve in contract', tag: 'C-2', contractId: CONTRACT.code } },
    ];
    const stored = await api.projectAdmin('POST', 'activity/import-from-excel?source=EXCEL', { rows }, chosen);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    for (const id of (stored.body as { data: { importedIds: string[] } }).data.importedIds) {
      expect(((await api.projectAdmin('GET', `activity/${id}`, undefined, chosen)).body as { data: Record<string, unknown> }).data.contractId).toBe(
        CONTRACT.id,
      );
    }

    const before = await api.count('activity');
    const other = [{ line: 2, values: { description: 'Check elsewhere', tag: 'C-3', contractId: OTHER_CONTRACT_CODE } }, rows[0]];
    const refused = await api.projectAdmin('POST', 'activity/import-from-excel?source=EXCEL', { rows: other }, chosen);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: 'IMPORT_ROWS_INVALID',
      rows: [{ line: 2, errors: [{ field: 'contractId', message: 'IMPORT.OTHER_CONTRACT', params: { value: OTHER_CONTRACT_CODE } }] }],
    });
    expect(await api.count('activity')).toBe(before);

    const preview = await api.send(
      'activity/load-from-excel',
      await workbookOf([
        [...ACTIVITY_HEADERS, 'Contract'],
        ['Check pump', 'C-4', 'ELE', '', '', OTHER_CONTRACT_CODE],
      ]),
      'sheet.xlsx',
      { ...api.headers, 'Selected-Contract-Id': CONTRACT.id },
    );
    expect(preview.status).toBe(200);
    expect((preview.body.data as { rows: { errors: { field: string; message: string }[] }[] }).rows[0]?.errors).toEqual([
      expect.objectContaining({ field: 'contractId', message: 'IMPORT.OTHER_CONTRACT' }),
    ]);

    const template = await fetch(`${api.url}templates/activity-import.xlsx`, { headers: { ...api.headers, 'Selected-Contract-Id': CONTRACT.id } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await template.arrayBuffer());
    const header = workbook.worksheets[0]?.getRow(1).values as unknown[];
    const offered = workbook.getWorksheet('lists')?.getColumn(header.indexOf('Contract')).values;
    expect(offered).toContain(CONTRACT.code);
    expect(offered).not.toContain(OTHER_CONTRACT_CODE);

    // Without a contract chosen, a row names any contract of the project, and none of another.
    const free = await api.projectAdmin('POST', 'activity/import-from-excel?source=EXCEL', { rows: other.slice(0, 1) }, { ProjectId: UTGCA });
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    const foreign = [{ line: 2, values: { description: 'Check in ROTA3', tag: 'C-5', contractId: ROTA3_CONTRACT_CODE } }];
    const refusedForeign = await api.projectAdmin('POST', 'activity/import-from-excel?source=EXCEL', { rows: foreign }, { ProjectId: UTGCA });
    expect(refusedForeign.body).toMatchObject({
      error: 'IMPORT_ROWS_INVALID',
      rows: [{ line: 2, errors: [{ field: 'contractId', message: 'IMPORT.CONTRACT_OF_ANOTHER_PROJECT', params: { value: ROTA3_CONTRACT_CODE } }] }],
    });
  });

  it('refuses what the import calls do not take: an unknown query parameter, body field, column or upload field, and a workbook where the previewed rows go', async () => {
    const rows = [{ line: 2, values: { description: 'Check pump', tag: 'P-9' } }];
    expect((await api.projectAdmin('POST', 'activity/import-from-excel?sorce=EXCEL', { rows }, { ProjectId: UTGCA })).body).toMatchObject({
      error: 'INVALID_QUERY',
    });
    expect((await api.projectAdmin('POST', 'activity/import-from-excel', { rows, dryRun: true }, { ProjectId: UTGCA })).body).toMatchObject({
      error: 'VALIDATION_ERROR',
    });
    expect(
      (await api.projectAdmin('POST', 'activity/import-from-excel', { rows: [{ line: 2, values: { description: 'x', colour: 'red' } }] }, { ProjectId: UTGCA }))
        .body,
    ).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect((await api.projectAdmin('POST', 'activity/import-from-excel', { rows: [] }, { ProjectId: UTGCA })).body).toMatchObject({
      error: 'SPREADSHEET_EMPTY',
    });
    const form = new FormData();
    form.append('note', 'hello');
    form.append('file', new Blob([Buffer.from(await workbookOf([ACTIVITY_HEADERS]))]), 'a.xlsx');
    const withNote = await fetch(`${api.url}task/import`, { method: 'POST', body: form, headers: api.headers });
    expect({ status: withNote.status, error: ((await withNote.json()) as { error: string }).error }).toEqual({ status: 400, error: 'UNKNOWN_FIELD' });
    expect(await api.send('activity/import-from-excel', await workbookOf([ACTIVITY_HEADERS, ['Check pump', 'P-1']]))).toMatchObject({
      status: 415,
      body: { error: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });

  it("takes the fixed value from the upload's field when the query has none", async () => {
    const header = ['Description *', 'Discipline', 'Order'];
    const form = new FormData();
    form.append('source', 'NOPE');
    form.append('file', new Blob([Buffer.from(await workbookOf([header, ['Flange check', 'ELE', 7]]))]), 'tasks.xlsx');
    const answer = await fetch(`${api.url}task/import`, { method: 'POST', body: form, headers: api.headers });
    expect({ status: answer.status, error: ((await answer.json()) as { error: string }).error }).toEqual({ status: 400, error: 'VALIDATION_ERROR' });
  });

  it.each([
    [
      'a zip bomb renamed .xlsx',
      handZip({ 'xl/workbook.xml': Buffer.from('<w/>'), 'xl/worksheets/sheet1.xml': Buffer.alloc(30 * 1024 * 1024) }),
      400,
      'SPREADSHEET_TOO_LARGE',
    ],
    ['an .xlsm with macros', handZip({ 'xl/workbook.xml': Buffer.from('<w/>'), 'xl/vbaProject.bin': Buffer.from('x') }), 400, 'SPREADSHEET_MACROS_NOT_ALLOWED'],
    ['a file over 10 MB', new Uint8Array(11 * 1024 * 1024), 413, 'SPREADSHEET_TOO_LARGE'],
    ['an empty file', new Uint8Array(0), 400, 'NOT_A_SPREADSHEET'],
  ])('refuses %s with a clear file error', async (_, bytes, status, error) => {
    const answer = await api.send('activity/load-from-excel', bytes);
    expect(answer).toMatchObject({ status, body: { error } });
  });

  it('refuses callers who may not import, and Global for a project-scoped resource', async () => {
    const member = await api.headersOf('member', UTGCA);
    expect((await api.send('activity/load-from-excel', await workbookOf([ACTIVITY_HEADERS]), 'a.xlsx', member)).status).toBe(403);
    const admin = await api.headersOf('admin', 'global');
    expect(await api.send('activity/load-from-excel', await workbookOf([ACTIVITY_HEADERS]), 'a.xlsx', admin)).toMatchObject({
      status: 400,
      body: { error: 'PROJECT_REQUIRED' },
    });
  });

  it('imports tasks from a workbook all or nothing, duplicates within the file included', async () => {
    const before = await api.count('task');
    const header = ['Description *', 'Discipline', 'Order'];
    const refused = await api.send('task/import', await workbookOf([header, ['Torque check', 'ELE', 5], ['Paint check', 'ELE', 'first']]));
    expect(refused).toMatchObject({ status: 400, body: { error: 'IMPORT_ROWS_INVALID', rows: [{ line: 3, errors: [{ field: 'order' }] }] } });
    expect(await api.count('task')).toBe(before);
    const stored = await api.send('task/import', await workbookOf([header, ['Torque check', 'ELE', 5], ['Paint check', 'ELE', 6]]));
    expect(stored).toMatchObject({ status: 200, body: { data: { count: 2 } } });
    expect(await api.count('task')).toBe(before + 2);
  });
});
