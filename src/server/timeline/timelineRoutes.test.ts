import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type ApiCall, type RunningTestApi } from '../demoApi.testkit';

/* The timeline calls over the project's own definitions and fixtures: writes through generated routes and actions, then their trail. */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const fixturesDir = join(root, 'fixtures');

interface Entry {
  kind: string;
  recordId: string;
  userName?: string;
  at: string;
  changes: { field: string; before?: unknown; after?: unknown }[];
}
interface Page {
  items: Entry[];
  count: number;
  kinds: Record<string, number>;
}

const tasks = JSON.parse(readFileSync(join(fixturesDir, 'activity-task.json'), 'utf8')) as { _id: string; activityId: string; status: number }[];
const statuses = JSON.parse(readFileSync(join(fixturesDir, 'task-status.json'), 'utf8')) as { status: number; explanationRequired: boolean }[];
const pendencies = JSON.parse(readFileSync(join(fixturesDir, 'pendency.json'), 'utf8')) as { _id: string }[];
const elements = JSON.parse(readFileSync(join(fixturesDir, 'element.json'), 'utf8')) as { _id: string }[];
const task = tasks.find((candidate) => candidate.status === 2) ?? (tasks[0] as (typeof tasks)[number]);
const needsExplanation = (statuses.find((status) => status.explanationRequired) as { status: number }).status;
const timelineOfTask = `timeline/activity/${task.activityId}/task/${task._id}`;

let api: RunningTestApi;
let admin: ApiCall;

const pageOf = async (path: string): Promise<Page> => {
  const answer = await admin('GET', path);
  expect(answer.status).toBe(200);
  return (answer.body as { data: Page }).data;
};

beforeAll(async () => {
  api = await startTestApi({ model: registry.model, fixturesDir, dataDir: mkdtempSync(join(tmpdir(), 'timeline-data-')) });
  admin = api.call;
});
afterAll(() => api.close());

describe('the activity-task timeline', () => {
  it('starts empty for a task nobody changed', async () => {
    expect(await pageOf(timelineOfTask)).toMatchObject({ items: [], count: 0 });
  });

  it('records nothing for a status change refused for want of an explanation, then the accepted one with who and when', async () => {
    const refused = await admin('PUT', 'activity-task/update-status', { activityId: task.activityId, taskId: task._id, status: needsExplanation, allowsExternalUpdate: false });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('justification');
    expect((await pageOf(timelineOfTask)).count).toBe(0);

    const accepted = await admin('PUT', 'activity-task/update-status', { activityId: task.activityId, taskId: task._id, status: needsExplanation, allowsExternalUpdate: true, justification: 'Waiting for scaffolding' });
    expect(accepted.status).toBe(200);
    const page = await pageOf(timelineOfTask);
    expect(page.count).toBe(1);
    const [entry] = page.items;
    expect(entry).toMatchObject({ kind: 'status', recordId: task._id, userName: 'admin' });
    expect(entry?.changes).toContainEqual({ field: 'status', before: task.status, after: needsExplanation });
    expect(Date.now() - Date.parse(entry?.at ?? '')).toBeLessThan(60_000);
  });

  it('records a change made through the generated edit form (PUT), newest first, filterable by kind', async () => {
    const current = (await admin('GET', `activity-task/${task._id}`)).body as Record<string, unknown>;
    const record = (current.data ?? current) as Record<string, unknown>;
    const saved = await admin('PUT', `activity-task/${task._id}`, { ...record, register: 'Torque checked: 45 Nm' });
    expect(saved.status).toBe(200);
    const page = await pageOf(timelineOfTask);
    expect(page.items.map((entry) => entry.kind)).toEqual(['record', 'status']);
    expect(page.kinds).toEqual({ record: 1, status: 1 });
    const onlyStatus = await pageOf(`${timelineOfTask}?kind=status`);
    expect(onlyStatus).toMatchObject({ count: 1, items: [{ kind: 'status' }] });
    const second = await pageOf(`${timelineOfTask}?limit=1&skip=1`);
    expect(second).toMatchObject({ count: 2, items: [{ kind: 'status' }] });
  });

  it('answers 404 with an error field for an unknown task, or a task of another activity', async () => {
    for (const path of [`timeline/activity/${task.activityId}/task/000000000000000000000000`, `timeline/activity/000000000000000000000000/task/${task._id}`]) {
      const answer = await admin('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('refuses a bad kind or page with 400, and a caller without a token with 401', async () => {
    for (const query of ['kind=nonsense', 'kind=status,bogus', 'limit=-1', 'limit=abc', 'skip=1.5']) {
      const answer = await admin('GET', `${timelineOfTask}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ error: 'VALIDATION_ERROR' });
    }
    expect((await api.anonymous('GET', timelineOfTask)).status).toBe(401);
  });
});

describe('the element and pendency timelines', () => {
  it('show the changes made through the generated routes', async () => {
    const pendency = pendencies[0] as { _id: string };
    const current = (await admin('GET', `pendency/${pendency._id}`)).body as Record<string, unknown>;
    const record = (current.data ?? current) as Record<string, unknown>;
    expect((await admin('PUT', `pendency/${pendency._id}`, { ...record, name: 'Renamed pendency' })).status).toBe(200);
    const page = await pageOf(`timeline/pendency/${pendency._id}`);
    expect(page.items[0]).toMatchObject({ kind: 'updated', changes: [{ field: 'name', after: 'Renamed pendency' }] });

    const element = elements[0] as { _id: string };
    const elementRecord = (await admin('GET', `element/${element._id}`)).body as Record<string, unknown>;
    const elementData = (elementRecord.data ?? elementRecord) as Record<string, unknown>;
    expect((await admin('PUT', `element/${element._id}`, { ...elementData, description: 'New description' })).status).toBe(200);
    expect((await pageOf(`timeline/element/${element._id}`)).items[0]).toMatchObject({ kind: 'updated', changes: [{ field: 'description' }] });
    expect((await admin('GET', 'timeline/element/000000000000000000000000')).status).toBe(404);
    expect((await admin('GET', 'timeline/pendency/000000000000000000000000')).body).toMatchObject({ error: 'NOT_FOUND' });
  });
});
