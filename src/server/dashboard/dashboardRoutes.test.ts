import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type ApiCall, type RunningTestApi } from '../demoApi.testkit';

/*
 * The dashboard calls over the project's own definitions and fixtures, with a few
 * activities and tasks moved to another project so that scoping shows.
 */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const ROTA3 = '63c82aadc47268868282b4d9';
const CONCLUSIVE = new Set([3, 4, 5, 6, 7, 8, 9, 10]);

interface Activity {
  _id: string;
  projectId: string;
  executionStatus: number;
  responsibles?: string[];
  responsibleGroup?: string;
  plannedStartDate?: string;
  isDeleted?: boolean;
}
interface Task {
  projectId: string;
  status: number;
  responsibleId?: string;
}

const fixturesDir = mkdtempSync(join(tmpdir(), 'dashboard-fixtures-'));
cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
const activities = JSON.parse(readFileSync(join(fixturesDir, 'activity.json'), 'utf8')) as Activity[];
const tasks = JSON.parse(readFileSync(join(fixturesDir, 'activity-task.json'), 'utf8')) as Task[];
// Every tenth activity and task moves to ROTA3, the rest stays in UTGCA.
activities.forEach((activity, index) => index % 10 === 0 && (activity.projectId = ROTA3));
tasks.forEach((task, index) => index % 10 === 0 && (task.projectId = ROTA3));
writeFileSync(join(fixturesDir, 'activity.json'), JSON.stringify(activities));
writeFileSync(join(fixturesDir, 'activity-task.json'), JSON.stringify(tasks));

const inUtgca = activities.filter((activity) => activity.projectId === UTGCA && !activity.isDeleted);
const tasksInUtgca = tasks.filter((task) => task.projectId === UTGCA && !CONCLUSIVE.has(task.status));
const unassigned = inUtgca.filter((activity) => !CONCLUSIVE.has(activity.executionStatus) && !activity.responsibles?.length && !activity.responsibleGroup);

let api: RunningTestApi;
let member: ApiCall;
let readOnly: ApiCall;
let memberId: string;

beforeAll(async () => {
  api = await startTestApi({ model: registry.model, fixturesDir, dataDir: mkdtempSync(join(tmpdir(), 'dashboard-data-')) });
  member = await api.as('member');
  readOnly = await api.as('read-only');
  const info = await member('GET', 'session/get-logued-user-data');
  const data = (info.body as { data: Record<string, unknown> }).data;
  memberId = String(data._id ?? data.id ?? (data.userInfo as Record<string, unknown> | undefined)?.id);
});
afterAll(() => api.close());

const data = <T>(answer: { body: unknown }): T => (answer.body as { data: T }).data;

describe('GET dashboard/totalByStatus', () => {
  it('counts the activities of the project per status, every status listed', async () => {
    const answer = await member('GET', 'dashboard/totalByStatus', undefined, { ProjectId: UTGCA, 'Loader-Type': 'none' });
    expect(answer.status).toBe(200);
    const totals = data<{ total: number; items: { status: number; count: number }[] }>(answer);
    expect(totals.total).toBe(inUtgca.length);
    expect(totals.items).toHaveLength(15);
    for (const { status, count } of totals.items) {
      expect(count, `status ${status}`).toBe(inUtgca.filter((activity) => activity.executionStatus === status).length);
    }
  });

  it("leaves another project's activities out, and a global admin sees every project", async () => {
    const rota3 = data<{ total: number }>(await api.call('GET', 'dashboard/totalByStatus', undefined, { ProjectId: ROTA3 }));
    expect(rota3.total).toBe(activities.filter((activity) => activity.projectId === ROTA3 && !activity.isDeleted).length);
    const global = data<{ total: number }>(await api.call('GET', 'dashboard/totalByStatus', undefined, { ProjectId: 'global' }));
    expect(global.total).toBe(activities.filter((activity) => !activity.isDeleted).length);
  });

  it('lets READ_ONLY read, and refuses a project that is not the caller’s', async () => {
    expect((await readOnly('GET', 'dashboard/totalByStatus', undefined, { ProjectId: UTGCA })).status).toBe(200);
    const refused = await member('GET', 'dashboard/totalByStatus', undefined, { ProjectId: ROTA3 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'PROJECT_ACCESS_DENIED' });
  });
});

describe('GET dashboard/totalTasksAtrib', () => {
  it('splits the open tasks of the project by who holds them', async () => {
    const totals = data<Record<string, number>>(await member('GET', 'dashboard/totalTasksAtrib', undefined, { ProjectId: UTGCA }));
    expect(totals).toEqual({
      total: tasksInUtgca.length,
      assignedToMe: tasksInUtgca.filter((task) => task.responsibleId === memberId).length,
      assignedToOthers: tasksInUtgca.filter((task) => task.responsibleId && task.responsibleId !== memberId).length,
      notAssigned: tasksInUtgca.filter((task) => !task.responsibleId).length,
    });
    expect(totals.assignedToMe).toBeGreaterThan(0);
  });
});

describe('GET dashboard/totalActivityNaoAtrib', () => {
  it('counts the open activities nobody is responsible for and lists the earliest planned', async () => {
    const answer = data<{ count: number; activitiesNotAssigned: { _id: string }[] }>(
      await member('GET', 'dashboard/totalActivityNaoAtrib', undefined, { ProjectId: UTGCA }),
    );
    expect(answer.count).toBe(unassigned.length);
    expect(answer.count).toBeGreaterThan(0);
    const expected = [...unassigned].sort((a, b) => (a.plannedStartDate ?? '\uffff').localeCompare(b.plannedStartDate ?? '\uffff')).slice(0, 5);
    expect(answer.activitiesNotAssigned.map((activity) => activity._id)).toEqual(expected.map((activity) => activity._id));
  });

  it('takes a smaller limit', async () => {
    const answer = data<{ activitiesNotAssigned: unknown[] }>(await member('GET', 'dashboard/totalActivityNaoAtrib?limit=2', undefined, { ProjectId: UTGCA }));
    expect(answer.activitiesNotAssigned).toHaveLength(Math.min(2, unassigned.length));
  });
});

describe('the dashboard calls', () => {
  it.each(['totalByStatus', 'totalTasksAtrib', 'totalActivityNaoAtrib'])('answer 401 in the error shape without a token: %s', async (call) => {
    const response = await fetch(`${api.url}dashboard/${call}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'UNAUTHENTICATED', message: expect.any(String) as string });
  });
});
