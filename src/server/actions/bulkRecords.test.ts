import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startProjectApi, type RunningTestApi } from '../demoApi.testkit';

type Rec = Record<string, unknown>;

const CANCELLED = 9;
const MISSING = 'ffffffffffffffffffffffff';

let api: RunningTestApi;
beforeAll(async () => {
  api = await startProjectApi('bulk-records');
});
afterAll(() => api.close());

const stored = (id: string): Rec | undefined => api.api.store.collection('activity').get(id);
const open = (count: number, skip = 0): Rec[] =>
  api.api.store
    .collection('activity')
    .all()
    .filter((record) => record.executionStatus !== CANCELLED && record.isDeleted !== true)
    .slice(skip, skip + count);
const idsOf = (records: Rec[]) => records.map((record) => String(record._id));
const failuresOf = (answer: { body: unknown }) => (answer.body as { data: { failures: Rec[] } }).data.failures;

describe('a status action over many records (PUT activity/bulk/update-status): each record done or refused on its own', () => {
  it('changes every record it may and answers exactly the refused and missing ones, which stay as they were', async () => {
    const [cancelled] = api.api.store
      .collection('activity')
      .all()
      .filter((record) => record.executionStatus === CANCELLED);
    const records = open(100);
    const before = { ...cancelled! };
    const answer = await api.call('PUT', 'activity/bulk/update-status', {
      ids: [...idsOf(records.slice(0, 50)), String(cancelled!._id), MISSING, ...idsOf(records.slice(50))],
      executionStatus: 2,
    });

    expect(answer.status).toBe(200);
    expect(failuresOf(answer)).toEqual([
      { id: String(cancelled!._id), error: 'ACTIVITY_IS_CANCELLED' },
      { id: MISSING, error: 'NOT_FOUND' },
    ]);
    for (const id of idsOf(records)) expect(stored(id)?.executionStatus).toBe(2);
    expect(stored(String(cancelled!._id))).toEqual(before);
  });

  it('refuses the whole call when the body itself is wrong (no target), and changes nothing', async () => {
    const records = open(3, 100);
    const before = records.map((record) => ({ ...record }));
    const answer = await api.call('PUT', 'activity/bulk/update-status', { ids: idsOf(records) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect(idsOf(records).map(stored)).toEqual(before);
  });

  it('refuses more ids than a chunk, none, or an id twice', async () => {
    const many = Array.from({ length: 201 }, (_, i) => i.toString(16).padStart(24, '0'));
    for (const ids of [many, [], [MISSING, MISSING], 'x']) {
      const answer = await api.call('PUT', 'activity/bulk/cancel', { ids });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'VALIDATION_ERROR', errors: [expect.objectContaining({ field: 'ids' })] });
    }
  });

  it('writes nothing of the chunk when its write fails', async () => {
    const records = open(20, 110);
    const before = records.map((record) => ({ ...record }));
    const apply = vi.spyOn(api.api.store.collection('activity'), 'apply').mockImplementationOnce(() => {
      throw new Error('disk full');
    });
    const answer = await api.call('PUT', 'activity/bulk/cancel', { ids: idsOf(records) });
    expect(apply).toHaveBeenCalledTimes(1);
    expect(answer.status).toBe(500);
    expect(idsOf(records).map(stored)).toEqual(before);
  });
});

describe('deleting many records with one reason (PUT activity/bulk/delete)', () => {
  it('requires the reason: without it nothing is deleted', async () => {
    const records = open(5, 130);
    const answer = await api.call('PUT', 'activity/bulk/delete', { ids: idsOf(records), reasonForDeletion: '  ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [expect.objectContaining({ field: 'reasonForDeletion' })] });
    for (const id of idsOf(records)) expect(stored(id)?.isDeleted).not.toBe(true);
  });

  it('deletes each record with the reason; one already deleted is answered back, and the deleted leave the list', async () => {
    const records = open(5, 140);
    const [first] = idsOf(records);
    expect((await api.call('PUT', `activity/${first}/delete`, { reasonForDeletion: 'duplicate' })).status).toBe(200);

    const answer = await api.call('PUT', 'activity/bulk/delete', { ids: idsOf(records), reasonForDeletion: ' wrong import ' });

    expect(failuresOf(answer)).toEqual([{ id: first, error: 'NOT_FOUND' }]);
    expect(stored(first!)?.reasonForDeletion).toBe('duplicate');
    for (const id of idsOf(records).slice(1)) expect(stored(id)).toMatchObject({ isDeleted: true, reasonForDeletion: 'wrong import' });
    expect((await api.call('GET', `activity/${idsOf(records)[1]}`)).status).toBe(404);
  });
});
