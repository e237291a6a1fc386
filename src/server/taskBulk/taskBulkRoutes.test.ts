import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, startProjectApi, type RunningTestApi } from '../demoApi.testkit';

const read = <T>(name: string) => JSON.parse(readFileSync(join(PROJECT_ROOT, 'fixtures', `${name}.json`), 'utf8')) as T[];
const tasks = read<{ _id: string }>('task');
const inActivities = new Set(read<{ task: string }>('activity-task').map((row) => row.task));
const inPlans = new Set(read<{ taskId: string }>('preservation-plan-task').map((row) => row.taskId));
const free = tasks.filter((task) => !inActivities.has(task._id) && !inPlans.has(task._id)).map((task) => task._id);
/** A task only a preservation plan names. */
const inUse = [...inPlans].find((id) => !inActivities.has(id))!;

let api: RunningTestApi;
beforeAll(async () => {
  api = await startProjectApi('task-bulk');
});
afterAll(() => api.close());

const exists = async (id: string) => (await api.call('GET', `task/${id}`)).status === 200;

describe('POST task/bulk', () => {
  it('deletes nothing when one task is refused, and names each refused task with its code', async () => {
    expect(free.length).toBeGreaterThan(3);
    const answer = await api.call('POST', 'task/bulk', { ids: [free[0], inUse, free[1], '000000000000000000000000'] });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        error: 'BULK_REFUSED',
        failures: [
          { _id: inUse, error: 'TASK.HAS_LINK_WITH_PRESERVATION_PLAN' },
          { _id: '000000000000000000000000', error: 'NOT_FOUND' },
        ],
      },
    });
    expect(await Promise.all([free[0]!, free[1]!, inUse].map(exists))).toEqual([true, true, true]);
  });

  it('deletes every task when none is refused', async () => {
    expect(await api.call('POST', 'task/bulk', { ids: [free[0], free[1]] })).toMatchObject({ status: 200, body: { data: { deleted: 2 } } });
    expect(await Promise.all([free[0]!, free[1]!, free[2]!].map(exists))).toEqual([false, false, true]);
  });

  it('refuses a role that may not delete tasks, and a body its schema refuses', async () => {
    expect(await (await api.as('read-only'))('POST', 'task/bulk', { ids: [free[2]] })).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect(await api.call('POST', 'task/bulk', { ids: [] })).toMatchObject({ status: 400, body: { error: 'VALIDATION_ERROR' } });
    expect(await api.call('POST', 'task/bulk', { ids: [free[2], free[2]] })).toMatchObject({ status: 400, body: { error: 'VALIDATION_ERROR' } });
    expect(await api.call('POST', 'task/bulk', { ids: [free[2]], force: true })).toMatchObject({ status: 400, body: { error: 'VALIDATION_ERROR' } });
    expect(await exists(free[2]!)).toBe(true);
  });
});
