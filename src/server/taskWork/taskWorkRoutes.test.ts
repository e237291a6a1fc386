import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type ApiCall, type RunningTestApi } from '../demoApi.testkit';

const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const fixturesDir = join(root, 'fixtures');
const tasks = JSON.parse(readFileSync(join(fixturesDir, 'activity-task.json'), 'utf8')) as { _id: string; activityId: string; register?: string }[];
const task = tasks.find((candidate) => !candidate.register) as (typeof tasks)[number];
const other = tasks.find((candidate) => candidate.activityId !== task.activityId) as (typeof tasks)[number];

let api: RunningTestApi;
let admin: ApiCall;
let readOnly: ApiCall;
const trailOf = async (): Promise<{ kind: string }[]> => ((await admin('GET', `timeline/activity/${task.activityId}/task/${task._id}`)).body as { data: { items: { kind: string }[] } }).data.items;

beforeAll(async () => {
  api = await startTestApi({ model: registry.model, fixturesDir, dataDir: mkdtempSync(join(tmpdir(), 'task-work-')) });
  admin = api.call;
  readOnly = await api.as('read-only');
});
afterAll(() => api.close());

describe('the task record and justification calls', () => {
  it('refuses bad input with a 4xx and stores nothing', async () => {
    const cases: [string, string, unknown, number][] = [
      ['POST', `activity-task/${task._id}/record`, { activityId: task.activityId }, 400],
      ['POST', `activity-task/${task._id}/record`, { activityId: task.activityId, record: '   ' }, 400],
      ['POST', `activity-task/${task._id}/record`, { activityId: task.activityId, record: 42 }, 400],
      ['POST', `activity-task/${task._id}/record`, { activityId: task.activityId, record: 'x'.repeat(2001) }, 400],
      ['POST', `activity-task/${task._id}/record`, { record: 'no activity' }, 400],
      ['POST', `activity-task/${task._id}/record`, { activityId: other.activityId, record: 'wrong activity' }, 400],
      ['POST', `activity-task/${task._id}/record`, ['not', 'an', 'object'], 400],
      ['POST', 'activity-task/000000000000000000000000/record', { activityId: task.activityId, record: 'unknown task' }, 404],
      ['PUT', `activity-task/${task._id}/justification`, { activityId: task.activityId, justification: '' }, 400],
      ['PUT', `activity-task/${task._id}/justification`, { activityId: task.activityId, justification: false }, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const answer = await admin(method, path, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body).toHaveProperty('error');
    }
    expect((await readOnly('POST', `activity-task/${task._id}/record`, { activityId: task.activityId, record: 'read only' })).status).toBe(403);
    expect(await trailOf()).toEqual([]);
  });

  it('adds the record once, edits it, sets the justification; each shows on the timeline', async () => {
    const added = await admin('POST', `activity-task/${task._id}/record`, { activityId: task.activityId, record: 'Torque checked' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ register: 'Torque checked' });
    expect((await admin('POST', `activity-task/${task._id}/record`, { activityId: task.activityId, record: 'Again' })).body).toMatchObject({ error: 'RECORD_ALREADY_EXISTS' });
    expect((await admin('PUT', `activity-task/${task._id}/record`, { activityId: task.activityId, record: 'Torque checked: 45 Nm' })).status).toBe(200);
    expect((await admin('PUT', `activity-task/${task._id}/justification`, { activityId: task.activityId, justification: 'Late delivery' })).status).toBe(200);
    expect((await trailOf()).map((entry) => entry.kind)).toEqual(['justification', 'record', 'record']);
  });

  it('deletes the justification only with a reason, and keeps the reason in the change history', async () => {
    const path = `activity-task/${task._id}/justification-delete`;
    for (const body of [{}, { reasonDeletion: '' }, { reasonDeletion: 7 }]) expect((await admin('PUT', path, body)).status, JSON.stringify(body)).toBe(400);
    const deleted = await admin('PUT', path, { elementType: 'TASK', responsible: 'admin', date: '2026-01-01', reasonDeletion: 'Written on the wrong task' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).not.toHaveProperty('justification');
    expect(deleted.body).toMatchObject({ justificationDeleted: true });
    expect(JSON.stringify(deleted.body)).toContain('Written on the wrong task');
    expect((await admin('PUT', path, { reasonDeletion: 'Again' })).body).toMatchObject({ error: 'NO_JUSTIFICATION' });
    expect((await trailOf())[0]).toMatchObject({ kind: 'justification' });
  });
});
