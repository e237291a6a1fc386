/**
 * API contract of `task-status` (spec §7: `GET states`, unpaged;
 * `PUT states/{id}/set-explanation-required/{flag}`), through the real demo API over the
 * real registry and fixtures.
 */
import { describe, expect, it } from 'vitest';
import { dataOf, entityApiOfFile, fieldErrors, listUnpaged, readFixture, resourceNamed, type Params, type Row } from './entityApi.testkit';

const states = readFixture('task-status');

const api = entityApiOfFile();

const list = (params: Params = {}) => listUnpaged(api, 'states', params);

describe('the definition', () => {
  it('lists every status at once at states and labels the status with the activity statuses', () => {
    const taskStatus = resourceNamed('task-status');
    expect(taskStatus.api).toMatchObject({ path: 'states', list: { path: 'states', paged: false } });
    expect(taskStatus.valueSets).toEqual({ status: 'activity-status' });
    expect(taskStatus.operations).not.toContain('create');
  });
});

describe('the demo configuration', () => {
  it('has one row per activity status 0 to 14', () => {
    expect(states.map((s) => s.status).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 15 }, (_, i) => i));
  });
});

describe('GET states', () => {
  it('answers {data: [...]} with every status, unpaged', async () => {
    expect(await list()).toHaveLength(states.length);
  });

  it('filters by the explanation flag and by status', async () => {
    expect((await list({ explanationRequired: true })).map((s) => s._id).sort()).toEqual(
      states
        .filter((s) => s.explanationRequired === true)
        .map((s) => String(s._id))
        .sort(),
    );
    expect((await list({ status: '8,9' })).map((s) => s.status).sort()).toEqual([8, 9]);
  });

  it('filters the name with match types', async () => {
    expect((await list({ name: 'concluida', nameMatchType: 'startsWith' })).map((s) => s.status).sort()).toEqual([3, 4]);
  });
});

describe('PUT states/{id}/set-explanation-required/{flag}', () => {
  const notRequired = states.find((s) => s.explanationRequired === false) as Row;
  const id = String(notRequired._id);

  it('sets and clears the flag from the path and answers the record', async () => {
    const on = await api.call('PUT', `states/${id}/set-explanation-required/true`);
    expect(on.status).toBe(200);
    expect(dataOf(on)).toMatchObject({ _id: id, status: notRequired.status, explanationRequired: true });
    expect(dataOf(await api.call('GET', `states/${id}`)).explanationRequired).toBe(true);
    const off = await api.call('PUT', `states/${id}/set-explanation-required/false`);
    expect(dataOf(off)).toMatchObject({ explanationRequired: false });
  });

  it('refuses a flag that is not true or false, and an unknown status', async () => {
    const wrong = await api.call('PUT', `states/${id}/set-explanation-required/sim`);
    expect(wrong.status).toBe(400);
    expect(fieldErrors(wrong)).toEqual([expect.objectContaining({ field: 'explanationRequired', keyword: 'type' })]);
    expect((await api.call('PUT', 'states/ffffffffffffffffffffffff/set-explanation-required/true')).status).toBe(404);
  });
});
