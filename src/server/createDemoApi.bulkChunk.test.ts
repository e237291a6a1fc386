import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startProjectApi, type RunningTestApi } from './demoApi.testkit';

type Rec = Record<string, unknown>;

const USER = '63f412ab630b419533f03f69';
const CONCLUDED = [3, 4, 5, 6, 7, 8, 9, 10];

let api: RunningTestApi;
beforeAll(async () => {
  api = await startProjectApi('bulk-chunk');
});
afterAll(() => api.close());

const stored = (id: string): Rec => ({ ...api.api.store.collection('activity').get(id) });
const firstActivities = (count: number): Rec[] => api.api.store.collection('activity').all().slice(0, count);

/** What the list's bulk run sends for one chunk: each record's `_id` and `activityTypeId`. */
const chunkOf = (records: Rec[]) => records.map((record) => ({ _id: record._id, activityTypeId: record.activityTypeId }));

describe('a chunk of a bulk assign (POST user/{id}/assign-activities, 200 records)', () => {
  it('changes each valid record and leaves each refused one exactly as it was', async () => {
    const records = firstActivities(198);
    const concluded = records.filter((record) => CONCLUDED.includes(record.executionStatus as number));
    expect(concluded.length).toBeGreaterThan(0);
    const before = new Map(records.map((record) => [String(record._id), stored(String(record._id))]));
    const body = [...chunkOf(records), { _id: 'ffffffffffffffffffffffff', activityTypeId: 'x' }, 'not a record'];

    const answer = await api.call('POST', `user/${USER}/assign-activities`, body);

    expect(answer.status).toBe(200);
    const refused = (answer.body as { data: Rec[] }).data;
    expect(refused.map((item) => item._id)).toEqual([...concluded.map((record) => record._id), 'ffffffffffffffffffffffff', undefined]);
    for (const record of records) {
      const after = stored(String(record._id));
      if (concluded.includes(record)) expect(after).toEqual(before.get(String(record._id)));
      else expect(after.responsibles).toContain(USER);
    }
  });

  it('writes nothing of the chunk when its write fails: no record half-changed', async () => {
    const records = firstActivities(200).filter((record) => !CONCLUDED.includes(record.executionStatus as number));
    const group = '63f45665398407a05cf2eb81';
    const before = records.map((record) => stored(String(record._id)));
    const collection = api.api.store.collection('activity');
    const apply = vi.spyOn(collection, 'apply').mockImplementationOnce(() => {
      throw new Error('disk full');
    });

    const answer = await api.call('POST', `groups/${group}/assign-activities`, chunkOf(records));

    expect(apply).toHaveBeenCalledTimes(1);
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ error: 'INTERNAL_SERVER_ERROR' });
    expect(records.map((record) => stored(String(record._id)))).toEqual(before);
  });
});
