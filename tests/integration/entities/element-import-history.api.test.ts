/**
 * API contract of `element-import-history` (spec §3, §4, §7): the read-only history of the
 * element imports, `GET element-import-history` answering every entry at once, through
 * the real demo API over the real registry and fixtures.
 */
import { describe, expect, it } from 'vitest';
import { queryRecords } from '../../../src/framework/query/queryRecords';
import { UNKNOWN_ID, dataOf, entityApiOfFile, ids, readFixture, refusal, resourceNamed, startEntityApi, type Row } from './entityApi.testkit';

const history = readFixture('element-import-history');
const resource = resourceNamed('element-import-history');

const api = entityApiOfFile();

describe('the demo import history', () => {
  it('has finished runs with their result and one run in progress', () => {
    for (const entry of history) {
      const running = entry.inProgressImporting === true;
      expect(entry.endTime === undefined, String(entry.fileName)).toBe(running);
      expect(entry.lastImportingResult === undefined, String(entry.fileName)).toBe(running);
      if (!running) expect(Date.parse(String(entry.endTime))).toBeGreaterThan(Date.parse(String(entry.beginTime)));
      const errors = entry.lastImportingErrors as unknown[];
      expect(errors.length > 0, String(entry.fileName)).toBe(entry.lastImportingResult === 'FAILED' || entry.lastImportingResult === 'PARTIAL');
    }
    expect(history.filter((entry) => entry.inProgressImporting === true)).toHaveLength(1);
  });
});

describe('GET element-import-history', () => {
  it('is a read-only list answered at once, filtered and sorted in the browser', () => {
    expect(resource.operations).toEqual(['list', 'show', 'export']);
    expect(resource.api.list).toMatchObject({ path: 'element-import-history', paged: false });
  });

  it('answers every entry as {data: [...]}, and one entry by id', async () => {
    const answer = await api.call('GET', 'element-import-history');
    expect(answer.status).toBe(200);
    expect(ids(dataOf<Row[]>(answer))).toEqual(ids(history));
    const one = history[3] as Row;
    expect(dataOf(await api.call('GET', `element-import-history/${String(one._id)}`))).toEqual(one);
    expect(refusal(await api.call('GET', `element-import-history/${UNKNOWN_ID}`))).toEqual({ status: 404, error: 'NOT_FOUND' });
  });

  it('gives the browser what it filters: by result, by file name and by start date', () => {
    const partial = queryRecords(history, resource, { lastImportingResult: 'PARTIAL' }).items;
    expect(ids(partial)).toEqual(ids(history.filter((entry) => entry.lastImportingResult === 'PARTIAL')));
    expect(queryRecords(history, resource, { fileName: 'INSTRUMENTACAO' }).count).toBe(
      history.filter((e) => String(e.fileName).startsWith('instrumentacao')).length,
    );
    const newest = queryRecords(history, resource, { sort: 'beginTime', order: 'DESC', limit: '1' }).items[0];
    expect(newest?.inProgressImporting).toBe(true);
    expect(queryRecords(history, resource, { beginTimeFrom: '2023-08-01', beginTimeTo: '2023-08-31' }).count).toBe(
      history.filter((e) => String(e.beginTime).startsWith('2023-08')).length,
    );
  });
});

describe('deleted entries', () => {
  it('leave the list', async () => {
    const deleted = history[0] as Row;
    const other = await startEntityApi({
      'element-import-history.json': (rows) => rows.map((row) => (row._id === deleted._id ? { ...row, isDeleted: true } : row)),
    });
    try {
      const listed = dataOf<Row[]>(await other.call('GET', 'element-import-history'));
      expect(ids(listed)).toEqual(ids(history.filter((entry) => entry._id !== deleted._id)));
    } finally {
      await other.close();
    }
  });
});
