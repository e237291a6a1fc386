import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMELINE_KINDS } from '../../contracts/timeline';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { AUDIT_KINDS } from '../audit/auditKinds';
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

const tasks = JSON.parse(readFileSync(join(fixturesDir, 'activity-task.json'), 'utf8')) as {
  _id: string;
  activityId: string;
  status: number;
  statusHistory?: unknown[];
  customHistory?: unknown[];
}[];
const statuses = JSON.parse(readFileSync(join(fixturesDir, 'task-status.json'), 'utf8')) as { status: number; explanationRequired: boolean }[];
const pendencies = JSON.parse(readFileSync(join(fixturesDir, 'pendency.json'), 'utf8')) as { _id: string }[];
const elements = JSON.parse(readFileSync(join(fixturesDir, 'element.json'), 'utf8')) as { _id: string }[];
const task = tasks.find((candidate) => candidate.status === 2 && (candidate.statusHistory?.length ?? 0) > 0) as (typeof tasks)[number];
/** The fixture's own history of the task, shown before the trail's entries. */
const past = (task.statusHistory?.length ?? 0) + (task.customHistory?.length ?? 0);
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
  it("starts with the task's own history from the fixtures (its status changes, who and when), nothing else", async () => {
    const page = await pageOf(timelineOfTask);
    expect(page.count).toBe(past);
    expect(page.items[0]).toMatchObject({ kind: 'status', changes: [{ field: 'status', after: task.status }] });
    expect(page.items.every((entry) => typeof entry.userName === 'string' && Date.parse(entry.at) < Date.now() - 60_000)).toBe(true);
  });

  it('records nothing for a status change refused for want of an explanation, then the accepted one with who and when', async () => {
    const refused = await admin('PUT', 'activity-task/update-status', {
      activityId: task.activityId,
      taskId: task._id,
      status: needsExplanation,
      allowsExternalUpdate: false,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('justification');
    expect((await pageOf(timelineOfTask)).count).toBe(past);

    const accepted = await admin('PUT', 'activity-task/update-status', {
      activityId: task.activityId,
      taskId: task._id,
      status: needsExplanation,
      allowsExternalUpdate: true,
      justification: 'Waiting for scaffolding',
    });
    expect(accepted.status).toBe(200);
    const page = await pageOf(timelineOfTask);
    expect(page.count).toBe(past + 1);
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
    expect(page.items.slice(0, 2).map((entry) => entry.kind)).toEqual(['record', 'status']);
    expect(page.kinds).toMatchObject({ record: 1 });
    const onlyRecords = await pageOf(`${timelineOfTask}?kind=record`);
    expect(onlyRecords).toMatchObject({ count: 1, items: [{ kind: 'record' }] });
    const second = await pageOf(`${timelineOfTask}?limit=1&skip=1`);
    expect(second).toMatchObject({ count: past + 2, items: [{ kind: 'status', userName: 'admin' }] });
  });

  it('answers 404 with an error field for an unknown task, or a task of another activity', async () => {
    for (const path of [`timeline/activity/${task.activityId}/task/000000000000000000000000`, `timeline/activity/000000000000000000000000/task/${task._id}`]) {
      const answer = await admin('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('refuses a bad kind or page, or a query parameter it does not read, with 400 INVALID_QUERY, and a caller without a token with 401', async () => {
    for (const [query, field] of [
      ['kind=nonsense', 'kind'],
      ['kind=status,bogus', 'kind'],
      ['limit=-1', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=501', 'limit'],
      ['skip=1.5', 'skip'],
    ] as const) {
      const answer = await admin('GET', `${timelineOfTask}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ error: 'INVALID_QUERY', errors: [{ field }] });
    }
    expect(await admin('GET', `${timelineOfTask}?page=2`)).toMatchObject({ status: 400, body: { error: 'INVALID_QUERY' } });
    expect((await pageOf(`${timelineOfTask}?kind=status,%20record`)).items.every((entry) => ['status', 'record'].includes(entry.kind))).toBe(true);
    expect((await api.anonymous('GET', timelineOfTask)).status).toBe(401);
  });
});

describe('the timeline contract', () => {
  it('names every kind the audit trail writes, and no other', () => {
    expect([...TIMELINE_KINDS].sort()).toEqual([...AUDIT_KINDS].sort());
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
    // Before it, the pendency's own past: its status changes and its creation.
    expect(page.items.at(-1)).toMatchObject({ kind: 'created' });
    expect(page.kinds.status).toBeGreaterThan(0);

    const element = elements[0] as { _id: string };
    const elementRecord = (await admin('GET', `element/${element._id}`)).body as Record<string, unknown>;
    const elementData = (elementRecord.data ?? elementRecord) as Record<string, unknown>;
    expect((await admin('PUT', `element/${element._id}`, { ...elementData, description: 'New description' })).status).toBe(200);
    const elementPage = await pageOf(`timeline/element/${element._id}`);
    expect(elementPage.items[0]).toMatchObject({ kind: 'updated', changes: [{ field: 'description' }] });
    expect(elementPage.items.at(-1)).toMatchObject({ kind: 'created' });
    expect((await admin('GET', 'timeline/element/000000000000000000000000')).status).toBe(404);
    expect((await admin('GET', 'timeline/pendency/000000000000000000000000')).body).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe("the fixtures' own history on a restart", () => {
  it('shows each past change once, and a change made since once too', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'timeline-restart-'));
    const first = await startTestApi({ model: registry.model, fixturesDir, dataDir });
    const changed = await first.call('PUT', 'activity-task/update-status', {
      activityId: task.activityId,
      taskId: task._id,
      status: 3,
      allowsExternalUpdate: false,
    });
    expect(changed.status).toBe(200);
    await first.close();
    const second = await startTestApi({ model: registry.model, fixturesDir, dataDir });
    try {
      const page = ((await second.call('GET', timelineOfTask)).body as { data: Page }).data;
      expect(page.count).toBe(past + 1);
      expect(new Set(page.items.map((entry) => `${entry.kind} ${entry.at}`)).size).toBe(page.count);
    } finally {
      await second.close();
    }
  });
});
