import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workbookOf } from '../../framework/import/importTestkit';
import { startImportTestApi, UTGCA, type ImportTestApi, type UploadAnswer } from './importRoutes.testkit';
import { workbookBombs } from './workbookBombs.testkit';

/* The element imports: in the background with its history entry, at once, with parent links; and the upload bombs. */
let api: ImportTestApi;
beforeAll(async () => {
  api = await startImportTestApi('element-imports');
});
afterAll(() => api.close());

/** The history entry of the background import `started` once it has ended (looked at every 50 ms, 100 times at most). */
async function settled(started: UploadAnswer): Promise<Record<string, unknown>> {
  const id = String((started.body.data as { _id: string })._id);
  for (let i = 0; i < 100; i += 1) {
    const entry = ((await api.projectAdmin('GET', `element-import-history/${id}`, undefined, { ProjectId: UTGCA })).body as { data: Record<string, unknown> })
      .data;
    if (entry.inProgressImporting === false) return entry;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('the import did not end');
}

describe('element imports', () => {
  it('imports elements in the background: the history entry starts in progress and ends FAILED with its errors, nothing stored, or SUCCESS', async () => {
    const before = await api.count('element');
    const header = ['Identifier (tag)', 'Name', 'Element type'];
    const bad = await workbookOf([header, ['NEW-1', 'One', 'SIS'], ['bad tag', 'Two', 'SIS']]);
    const started = await api.send('element-import-history/import-async', bad, 'bad.xlsx');
    expect(started).toMatchObject({ status: 201, body: { data: { fileName: 'bad.xlsx', inProgressImporting: true, isImporting: true, progressState: 0 } } });
    const failed = await settled(started);
    expect(failed).toMatchObject({ lastImportingResult: 'FAILED', progressState: 100, lastImportingErrors: [{ line: 3, identifier: 'bad tag' }] });
    expect(await api.count('element')).toBe(before);

    const good = await api.send(
      'element-import-history/import-async',
      await workbookOf([header, ['NEW-1', 'One', 'SIS'], ['NEW-2', 'Two', 'SIS']]),
      'good.xlsx',
    );
    expect(await settled(good)).toMatchObject({ lastImportingResult: 'SUCCESS', lastImportingErrors: [] });
    expect(await api.count('element')).toBe(before + 2);
  });

  it('links imported elements to the parent named by its tag, in the file or already stored; an unknown parent or a cycle fails the file', async () => {
    const template = await fetch(`${api.url}templates/element-hierarchy.xlsx`, { headers: api.headers });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await template.arrayBuffer());
    expect(workbook.worksheets[0]?.getRow(1).values).toContain('Parent element (tag)');
    const header = ['Identifier (tag)', 'Name', 'Element type', 'Parent element (tag)'];
    const before = await api.count('element');
    const refused = await api.send(
      'element-import-history/import-async',
      await workbookOf([
        header,
        ['LOOP-A', 'A', 'SIS', 'LOOP-B'],
        ['LOOP-B', 'B', 'SIS', 'LOOP-A'],
        ['SELF-1', 'Self', 'SIS', 'SELF-1'],
        ['ORPHAN-1', 'Orphan', 'SIS', 'NOWHERE-9'],
        ['FINE-1', 'Fine', 'SIS', 'SIS-050'],
      ]),
    );
    const failed = await settled(refused);
    expect(failed.lastImportingResult).toBe('FAILED');
    expect(failed.lastImportingErrors).toEqual([
      { line: 2, identifier: 'LOOP-A', message: 'Parent element (tag): IMPORT.PARENT_CYCLE' },
      { line: 3, identifier: 'LOOP-B', message: 'Parent element (tag): IMPORT.PARENT_CYCLE' },
      { line: 4, identifier: 'SELF-1', message: 'Parent element (tag): IMPORT.PARENT_CYCLE' },
      { line: 5, identifier: 'ORPHAN-1', message: 'Parent element (tag): IMPORT.PARENT_NOT_FOUND' },
    ]);
    expect(await api.count('element')).toBe(before);

    const childrenOf = async (id: string) =>
      (
        (await api.projectAdmin('GET', `element/${id}/childrens`, undefined, { ProjectId: UTGCA })).body as {
          data: { items: { identifier: string; _id: string }[] };
        }
      ).data.items;
    const storedParent = '64d1054d4076256d78bd5784'; // SIS-050
    const childrenBefore = (await childrenOf(storedParent)).map((child) => child.identifier);
    const good = await settled(
      await api.send(
        'element-import-history/import-async',
        await workbookOf([header, ['KID-2', 'Grandchild', 'SIS', 'KID-1'], ['KID-1', 'Child', 'SIS', 'SIS-050'], ['TOP-1', 'Root', 'SIS', '']]),
      ),
    );
    expect(good).toMatchObject({ lastImportingResult: 'SUCCESS', lastImportingErrors: [] });
    expect(await api.count('element')).toBe(before + 3);
    const children = await childrenOf(storedParent);
    expect(children.map((child) => child.identifier).sort()).toEqual([...childrenBefore, 'KID-1'].sort());
    const kid = children.find((child) => child.identifier === 'KID-1');
    expect((await childrenOf(kid?._id ?? '')).map((child) => child.identifier)).toEqual(['KID-2']);
    const roots = (
      (await api.projectAdmin('GET', 'element/tree?limit=1000', undefined, { ProjectId: UTGCA })).body as { data: { items: { identifier: string }[] } }
    ).data.items;
    expect(roots.map((root) => root.identifier)).toContain('TOP-1');
  });

  it('imports elements from a workbook at once (element/import), all or nothing, each linked to its parent', async () => {
    const before = await api.count('element');
    const header = ['Identifier (tag)', 'Name', 'Element type', 'Parent element (tag)'];
    const refused = await api.send('element/import', await workbookOf([header, ['SYNC-1', 'One', 'SIS', ''], ['bad tag', 'Two', 'SIS', 'SYNC-1']]));
    expect(refused).toMatchObject({ status: 400, body: { error: 'IMPORT_ROWS_INVALID', rows: [{ line: 3 }] } });
    expect(await api.count('element')).toBe(before);
    const stored = await api.send('element/import', await workbookOf([header, ['SYNC-1', 'One', 'SIS', ''], ['SYNC-2', 'Two', 'SIS', 'SYNC-1']]));
    expect(stored).toMatchObject({ status: 200, body: { data: { count: 2 } } });
    const parent = await api.projectAdmin('GET', 'element/SYNC-1/to-id', undefined, { ProjectId: UTGCA });
    const children = await api.projectAdmin('GET', `element/${(parent.body as { data: { _id: string } }).data._id}/childrens`, undefined, { ProjectId: UTGCA });
    expect((children.body as { data: { items: { identifier: string }[] } }).data.items.map((child) => child.identifier)).toEqual(['SYNC-2']);
    const member = await api.headersOf('member', UTGCA);
    expect((await api.send('element/import', await workbookOf([header]), 'a.xlsx', member)).status).toBe(403);
  });
});

describe('spreadsheet uploads refused before any answer', () => {
  /** Every route that takes a workbook: the activity preview, the task import, the background element import (the activity import takes the previewed rows). */
  const UPLOADS = ['activity/load-from-excel', 'task/import?source=EXCEL', 'element-import-history/import-async'];
  const histories = async () =>
    ((await api.projectAdmin('GET', 'element-import-history', undefined, { ProjectId: UTGCA })).body as { data: unknown[] }).data.length;
  const stored = async () => Promise.all([histories(), api.count('element'), api.count('activity'), api.count('task')]);

  it('refuses each bomb on the background element import before its 201: no history entry, no element', async () => {
    for (const [name, bytes, error] of await workbookBombs()) {
      const before = await stored();
      const answer = await api.send('element-import-history/import-async', bytes, 'bomb.xlsx');
      expect({ name, status: answer.status, error: answer.body.error }).toEqual({ name, status: 400, error });
      // A background import would have written its entry by now.
      await new Promise((done) => setTimeout(done, 50));
      expect(await stored(), name).toEqual(before);
    }
  });

  it('refuses each bomb on every upload route with the same answer, naming the limit', async () => {
    for (const [name, bytes, error, limit] of await workbookBombs()) {
      const before = await stored();
      for (const path of UPLOADS) {
        const answer = await api.send(path, bytes, 'bomb.xlsx');
        expect({ path, name, status: answer.status, error: answer.body.error, limit: (answer.body.params as { limit?: string } | undefined)?.limit }).toEqual({
          path,
          name,
          status: 400,
          error,
          limit,
        });
      }
      expect(await stored(), name).toEqual(before);
    }
  });
});
