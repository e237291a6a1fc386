import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, startProjectApi, type RunningTestApi } from '../demoApi.testkit';

type PlanTask = { _id: string; planId: string; taskId: string; order: number };
const planTasks = JSON.parse(readFileSync(join(PROJECT_ROOT, 'fixtures', 'preservation-plan-task.json'), 'utf8')) as PlanTask[];
const PLAN = '64f7dee8a830149821930c37';
const ofPlan = planTasks.filter((row) => row.planId === PLAN).sort((a, b) => a.order - b.order);

let api: RunningTestApi;
beforeAll(async () => {
  api = await startProjectApi('preservation-plan-tasks');
});
afterAll(() => api.close());

describe('GET preservation-plan/{id}/tasks', () => {
  it("answers the plan's tasks in their order, each with its catalogue task, to whoever may list plan tasks", async () => {
    expect(ofPlan.length).toBeGreaterThan(1);
    const answer = await (await api.as('member'))('GET', `preservation-plan/${PLAN}/tasks`);
    expect(answer.status).toBe(200);
    const rows = (answer.body as { data: (PlanTask & { task: { _id: string; description: string } | null })[] }).data;
    expect(rows.map((row) => row._id)).toEqual(ofPlan.map((row) => row._id));
    expect(rows.every((row) => row.task?._id === row.taskId && row.task.description.length > 0)).toBe(true);
  });

  it('follows a change of order', async () => {
    const [first, second] = ofPlan;
    const { _id: _ignored, ...fields } = first!;
    expect((await api.call('PUT', `preservation-plan-task/${first!._id}`, { ...fields, order: second!.order + 1000 })).status).toBe(200);
    const rows = ((await api.call('GET', `preservation-plan/${PLAN}/tasks`)).body as { data: PlanTask[] }).data;
    expect(rows.at(-1)?._id).toBe(first!._id);
  });

  it('answers 404 for an unknown plan and 401 signed out', async () => {
    expect((await api.call('GET', 'preservation-plan/000000000000000000000000/tasks')).status).toBe(404);
    expect((await api.anonymous('GET', `preservation-plan/${PLAN}/tasks`)).status).toBe(401);
  });
});
