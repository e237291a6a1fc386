import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRecords } from '../framework/query/queryRecords';
import type { ResourceModel } from '../framework/registry/types';
import { projectModel, startProjectApi, type RunningTestApi } from './demoApi.testkit';
import { seededRandom } from './seededRandom';

type Rec = Record<string, unknown>;

let api: RunningTestApi;
let activity: ResourceModel;
beforeAll(async () => {
  api = await startProjectApi('indexes-under-writes');
  activity = projectModel().resources.find((resource) => resource.name === 'activity')!;
});
afterAll(() => api.close());

/** List queries the activity screens send: the default page, text filters of every match type, enums, date ranges, other orders. */
const QUERIES: Readonly<Record<string, string>>[] = [
  {},
  { sort: 'lastUpdated', order: 'DESC' },
  { sort: 'tag', order: 'ASC', description: 'montagem' },
  { sort: 'description', order: 'DESC', executionStatus: '0' },
  { sort: 'plannedStartDate', order: 'ASC', fromDatePlanned: '2023-01-01', toDatePlanned: '2025-12-31' },
  { place: 'Área', placeMatchType: 'startsWith', sort: 'tag', order: 'DESC' },
  { description: 'a', descriptionMatchType: 'notContains', sort: 'lastUpdated', order: 'ASC' },
  { tag: '-', sort: 'executionStatus', order: 'ASC', skip: '5' },
];

const pathOf = (params: Readonly<Record<string, string>>): string =>
  `activity/page?${new URLSearchParams({ limit: '1000', collectionCount: 'true', ...params }).toString()}`;

/** The API's answer and a plain scan of the stored records agree: same ids, same order, same count. */
async function expectPlainScan(params: Readonly<Record<string, string>>): Promise<void> {
  const answer = await api.call('GET', pathOf(params));
  expect(answer.status).toBe(200);
  const { items, count } = (answer.body as { data: { items: Rec[]; count: number } }).data;
  const scan = queryRecords(api.api.store.collection('activity').all(), activity, { limit: '1000', ...params });
  expect({ params, ids: items.map((item) => item._id), count }).toEqual({ params, ids: scan.items.map((item) => item._id), count: scan.count });
}

/** What an edit form sends back for a stored activity: the record without what the server keeps. */
function bodyOf(record: Rec): Rec {
  const { _id: _id, lastUpdated: _stamp, tasks: _tasks, comments: _comments, isDeleted: _deleted, ...body } = record;
  return body;
}

describe('the activity list under concurrent writes over HTTP', () => {
  it('answers what a plain scan of the stored records answers, once its indexes have followed every write', async () => {
    // Every index these queries use is built first, so the writes below must update each of them.
    for (const params of QUERIES) await expectPlainScan(params);
    const random = seededRandom(Number(process.env.INDEX_SEED ?? 3607));
    const pick = (): Rec => {
      const all = api.api.store
        .collection('activity')
        .all()
        .filter((record) => record.isDeleted !== true);
      return all[Math.floor(random() * all.length)]!;
    };
    const words = ['montagem', 'Área', 'inspeção', 'teste', 'ábaco', 'zinco'];
    const word = (): string => words[Math.floor(random() * words.length)]!;
    const statuses: number[] = [];
    const write = async (writer: number, step: number): Promise<void> => {
      const roll = random();
      const record = pick();
      const id = String(record._id);
      let answer;
      if (roll < 0.6) {
        const planned = `202${Math.floor(random() * 6)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}T00:00:00.000Z`;
        answer = await api.call('PUT', `activity/${id}`, {
          ...bodyOf(record),
          description: `${word()} ${writer}.${step}`,
          place: `${word()} ${step}`,
          plannedStartDate: planned,
        });
      } else if (roll < 0.8) {
        // A new activity starts in its first status: the status is the status action's to change.
        const { executionStatus: _status, ...copy } = bodyOf(record);
        answer = await api.call('POST', 'activity', { ...copy, tag: `IDX-${writer}-${step}-${word()}`, description: `${word()} novo` });
      } else {
        answer = await api.call('PUT', `activity/${id}/delete`, { reasonForDeletion: `índice ${writer}.${step}` });
      }
      statuses.push(answer.status);
    };
    // Four writers at once, a reader between their answers: the indexes follow writes whose syncs they share.
    const writers = [0, 1, 2, 3].map(async (writer) => {
      for (let step = 0; step < 15; step += 1) await write(writer, step);
    });
    const reader = (async () => {
      for (let round = 0; round < 10; round += 1) await api.call('GET', pathOf(QUERIES[round % QUERIES.length]!));
    })();
    await Promise.all([...writers, reader]);

    // The writes landed: a refusal would change nothing and test nothing.
    expect(statuses.filter((status) => status >= 300)).toEqual([]);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    for (const params of QUERIES) await expectPlainScan(params);
  });
});
