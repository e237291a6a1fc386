import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type Answer, type ApiCall, type RunningTestApi } from '../demoApi.testkit';
import { compileRecordValidator } from '../rules/compileRecordValidator';
import { FORWARD_PENDENCY, TASKS_IN_ALL_STEPS } from '../../contracts/pendencyForward';

/*
 * The forward of a pendency through a digital process, over the project's definitions and
 * fixtures, with one open pendency moved to another project so that scoping shows.
 */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const model = registry.model;
const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const ROTA3 = '63c82aadc47268868282b4d9';
const UNKNOWN = 'ffffffffffffffffffffffff';
const OPEN = ['DRAFT', 'AWAITING_EVALUATION', 'AWAITING_INFORMATION'];

interface Pendency {
  _id: string;
  status: string;
  isInternal?: boolean;
  projectId: string;
  classification: string;
  statusHistory?: { status: string }[];
}
interface Template {
  _id: string;
  name: string;
  steps: { _id: string; name: string; bpmnActivityId: string; tasks: string[] }[];
}

const fixturesDir = mkdtempSync(join(tmpdir(), 'forward-fixtures-'));
cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
const pendencies = JSON.parse(readFileSync(join(fixturesDir, 'pendency.json'), 'utf8')) as Pendency[];
const openInternal = pendencies.filter((p) => OPEN.includes(p.status) && p.isInternal !== false);
const [elsewhere] = openInternal.splice(0, 1);
if (!elsewhere) throw new Error('no open pendency');
elsewhere.projectId = ROTA3;
writeFileSync(join(fixturesDir, 'pendency.json'), JSON.stringify(pendencies));
const templates = JSON.parse(readFileSync(join(fixturesDir, 'digital-process.json'), 'utf8')) as Template[];
const tasks = JSON.parse(readFileSync(join(fixturesDir, 'task.json'), 'utf8')) as { _id: string }[];
const complete = templates.find((t) => t.steps.length > 1 && t.steps.every((step) => step.tasks.length > 0));
const withEmptyStep = templates.find((t) => t.steps.some((step) => step.tasks.length === 0));
if (!complete || !withEmptyStep) throw new Error('the fixtures lack a template for these tests');

let api: RunningTestApi;
let projectAdmin: ApiCall;
const inUtgca = { ProjectId: UTGCA };
/** Each test forwards a pendency of its own. */
const nextPendency = (): Pendency => {
  const pendency = openInternal.shift();
  if (!pendency) throw new Error('out of open pendencies');
  return pendency;
};

beforeAll(async () => {
  api = await startTestApi({ model, fixturesDir, dataDir: mkdtempSync(join(tmpdir(), 'forward-data-')) });
  projectAdmin = await api.as('project-admin');
});
afterAll(() => api.close());

const data = <T>(answer: Answer): T => (answer.body as { data: T }).data;
const refusal = (answer: Answer) => ({ status: answer.status, error: (answer.body as { error?: string }).error });
const forward = (id: string, body: unknown, call: ApiCall = projectAdmin) => call('POST', `pendency/${id}/forward`, body, inUtgca);
const stored = async (id: string) => data<Pendency>(await api.call('GET', `pendency/${id}`));
const instancesOf = async (pendencyId: string) =>
  data<{ items: { pendencyId?: string }[] }>(await api.call('GET', 'digital-process-instance/page?limit=1000')).items.filter(
    (instance) => instance.pendencyId === pendencyId,
  );

describe('GET pendency/forward/digital-process', () => {
  it('lists the templates with steps, by name, each step with its model activity and tasks', async () => {
    const answer = await projectAdmin('GET', 'pendency/forward/digital-process', undefined, inUtgca);
    expect(answer.status).toBe(200);
    const listed = data<Template[]>(answer);
    const expected = templates.filter((t) => t.steps.length > 0).sort((a, b) => a.name.localeCompare(b.name));
    expect(listed.map((t) => t._id)).toEqual(expected.map((t) => t._id));
    expect(listed.find((t) => t._id === complete._id)?.steps).toEqual(
      complete.steps.map(({ _id, name, bpmnActivityId, tasks: ids }) => ({ _id, name, bpmnActivityId, tasks: ids })),
    );
  });

  it('answers 401 without a token, 400 INVALID_QUERY for a query parameter (it reads none)', async () => {
    expect(refusal(await api.anonymous('GET', 'pendency/forward/digital-process'))).toEqual({ status: 401, error: 'UNAUTHENTICATED' });
    expect(refusal(await projectAdmin('GET', 'pendency/forward/digital-process?name=x', undefined, inUtgca))).toEqual({ status: 400, error: 'INVALID_QUERY' });
  });
});

describe("the forward's contract and the pendency definition's forward action", () => {
  const action = model.resources.find((resource) => resource.name === 'pendency')?.actions.find((candidate) => candidate.name === 'forward');

  it("declare the action's refusals", () => {
    const declared: readonly string[] = FORWARD_PENDENCY.refusals[400];
    const own = action?.kind === 'status' ? [action.invalidError, ...(action.refuse ?? []).map((rule) => rule.error)] : [];
    expect(own.length).toBeGreaterThan(0);
    for (const code of own) expect(declared).toContain(code);
  });
});

describe('POST pendency/{id}/forward', () => {
  it('creates the instance with the chosen tasks and puts the pendency IN_PROGRESS with its history entry', async () => {
    const pendency = nextPendency();
    const [first, ...rest] = complete.steps;
    const chosen = [tasks[0]?._id, tasks[1]?._id];
    const answer = await forward(pendency._id, { digitalProcessId: complete._id, steps: [{ stepId: first?._id, tasks: chosen }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { pendency: changed, instance } = data<{ pendency: Pendency; instance: Record<string, unknown> }>(answer);
    expect(changed).toMatchObject({ _id: pendency._id, status: 'IN_PROGRESS' });
    expect(changed.statusHistory?.at(-1)).toMatchObject({ status: 'IN_PROGRESS', date: expect.any(String) as string });
    expect(changed.statusHistory).toHaveLength((pendency.statusHistory?.length ?? 0) + 1);
    expect(await stored(pendency._id)).toMatchObject({ status: 'IN_PROGRESS' });

    expect(instance).toMatchObject({
      digitalProcessId: complete._id,
      pendencyId: pendency._id,
      projectId: UTGCA,
      executionStatus: 'IN_PROGRESS',
      pendencies: [pendency._id],
    });
    const steps = instance.steps as { _id: string; tasks: string[]; status: string; pendencies: string[] }[];
    expect(steps.map((step) => step._id)).toEqual(complete.steps.map((step) => step._id));
    expect(steps[0]).toMatchObject({ tasks: chosen, status: 'IN_PROGRESS', pendencies: [pendency._id] });
    // A step the body leaves out keeps its template tasks.
    expect(steps.slice(1).map((step) => step.tasks)).toEqual(rest.map((step) => step.tasks));
    const counter = pendency.classification === 'IMPEDITIVE' ? 'impeditivePendenciesCount' : 'nonImpeditivePendenciesCount';
    expect(instance[counter]).toBe(1);
    const instanceResource = model.resources.find((resource) => resource.name === 'digital-process-instance');
    expect(instanceResource && compileRecordValidator(instanceResource.schema)(instance)).toEqual([]);
    // The instance is served like any other, in the pendency's project.
    expect(data<Record<string, unknown>>(await projectAdmin('GET', `digital-process-instance/${String(instance._id)}`, undefined, inUtgca))).toMatchObject({
      pendencyId: pendency._id,
    });
  });

  it(`refuses a step left with no task with ${TASKS_IN_ALL_STEPS}, in a template or in the body, storing nothing`, async () => {
    const pendency = nextPendency();
    const emptyStep = withEmptyStep.steps.find((step) => step.tasks.length === 0);
    const asIs = await forward(pendency._id, { digitalProcessId: withEmptyStep._id });
    expect(refusal(asIs)).toEqual({ status: 400, error: TASKS_IN_ALL_STEPS });
    expect(asIs.body).toMatchObject({ message: TASKS_IN_ALL_STEPS, stepsWithoutTasks: [emptyStep?._id] });
    const emptied = await forward(pendency._id, { digitalProcessId: complete._id, steps: [{ stepId: complete.steps[1]?._id, tasks: [] }] });
    expect(emptied.body).toMatchObject({ error: TASKS_IN_ALL_STEPS, stepsWithoutTasks: [complete.steps[1]?._id] });
    expect((await stored(pendency._id)).status).toBe(pendency.status);
    expect(await instancesOf(pendency._id)).toEqual([]);
    // Once the empty step gets a task, the same pendency goes through.
    const fixed = await forward(pendency._id, { digitalProcessId: withEmptyStep._id, steps: [{ stepId: emptyStep?._id, tasks: [tasks[2]?._id] }] });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(await instancesOf(pendency._id)).toHaveLength(1);
  });

  it('refuses what the status rules refuse: a pendency already in progress or closed (INVALID_STATUS), an external one (USER_WITHOUT_PERMISSION)', async () => {
    const body = { digitalProcessId: complete._id };
    for (const status of ['IN_PROGRESS', 'COMPLETED', 'CANCELLED']) {
      const closed = pendencies.find((p) => p.status === status && p.isInternal !== false && p.projectId === UTGCA);
      expect(refusal(await forward(closed?._id ?? '', body)), status).toEqual({ status: 400, error: 'INVALID_STATUS' });
    }
    const external = pendencies.find((p) => p.isInternal === false && OPEN.includes(p.status));
    expect(refusal(await forward(external?._id ?? '', body))).toEqual({ status: 400, error: 'USER_WITHOUT_PERMISSION' });
    expect((await stored(external?._id ?? '')).status).toBe(external?.status);
  });

  it("answers 404 for an unknown pendency and 400 RESOURCE-IS-FROM-ANOTHER-PROJECT for another project's", async () => {
    const body = { digitalProcessId: complete._id };
    expect(refusal(await forward(UNKNOWN, body))).toEqual({ status: 404, error: 'NOT_FOUND' });
    expect(refusal(await forward(elsewhere._id, body))).toEqual({ status: 400, error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT' });
    expect((await stored(elsewhere._id)).status).toBe(elsewhere.status);
  });

  it('lets only ADMIN and PROJECT_ADMIN forward: READ_ONLY and USER get 403, no token 401', async () => {
    const pendency = openInternal[0];
    const body = { digitalProcessId: complete._id };
    for (const user of ['read-only', 'member']) {
      const answer = await forward(pendency?._id ?? '', body, await api.as(user));
      expect(refusal(answer), user).toEqual({ status: 403, error: 'FORBIDDEN' });
    }
    expect(refusal(await api.anonymous('POST', `pendency/${pendency?._id ?? ''}/forward`, body))).toEqual({ status: 401, error: 'UNAUTHENTICATED' });
    expect((await stored(pendency?._id ?? '')).status).toBe(pendency?.status);
  });

  it.each([
    ['no process', {}, 'digitalProcessId'],
    ['a process id of the wrong type', { digitalProcessId: 12 }, 'digitalProcessId'],
    ['tasks that are no list of ids', { digitalProcessId: 'TEMPLATE', steps: [{ stepId: 'STEP', tasks: 'x' }] }, 'steps.0.tasks'],
    [
      'a step given twice',
      {
        digitalProcessId: 'TEMPLATE',
        steps: [
          { stepId: 'STEP', tasks: ['TASK'] },
          { stepId: 'STEP', tasks: ['TASK'] },
        ],
      },
      'steps.1.stepId',
    ],
    ['steps that are no list', { digitalProcessId: 'TEMPLATE', steps: { a: 1 } }, 'steps'],
    ['a step that is no object', { digitalProcessId: 'TEMPLATE', steps: ['STEP'] }, 'steps.0'],
    ['an unknown key', { digitalProcessId: 'TEMPLATE', force: true }, 'force'],
    ['an unknown key in a step', { digitalProcessId: 'TEMPLATE', steps: [{ stepId: 'STEP', tasks: ['TASK'], extra: 1 }] }, 'steps.0.extra'],
    ['a list for a body', [], ''],
  ])('refuses %s with 400 VALIDATION_ERROR naming the field, storing nothing', async (_case, template, field) => {
    const pendency = openInternal[0];
    const body = JSON.parse(
      JSON.stringify(template)
        .replaceAll('TEMPLATE', complete._id)
        .replaceAll('STEP', complete.steps[0]?._id ?? '')
        .replaceAll('TASK', tasks[0]?._id ?? ''),
    ) as unknown;
    const answer = await forward(pendency?._id ?? '', body);
    expect(refusal(answer), JSON.stringify(answer.body)).toEqual({ status: 400, error: 'VALIDATION_ERROR' });
    expect((answer.body as { errors: { field: string }[] }).errors[0]?.field).toBe(field);
    expect((await stored(pendency?._id ?? '')).status).toBe(pendency?.status);
  });

  it.each([
    ['an unknown process', { digitalProcessId: UNKNOWN }, 'digitalProcessId'],
    ['an unknown task', { digitalProcessId: 'TEMPLATE', steps: [{ stepId: 'STEP', tasks: [UNKNOWN] }] }, 'steps.0.tasks'],
    ['a step of another template', { digitalProcessId: 'TEMPLATE', steps: [{ stepId: UNKNOWN, tasks: [] }] }, 'steps.0.stepId'],
  ])('refuses %s with 400 REFERENCE_NOT_FOUND naming the field, storing nothing', async (_case, template, field) => {
    const pendency = openInternal[0];
    const body = JSON.parse(
      JSON.stringify(template)
        .replaceAll('TEMPLATE', complete._id)
        .replaceAll('STEP', complete.steps[0]?._id ?? ''),
    ) as unknown;
    const answer = await forward(pendency?._id ?? '', body);
    expect(refusal(answer), JSON.stringify(answer.body)).toEqual({ status: 400, error: 'REFERENCE_NOT_FOUND' });
    expect((answer.body as { errors: { field: string }[] }).errors[0]?.field).toBe(field);
    expect((await stored(pendency?._id ?? '')).status).toBe(pendency?.status);
  });

  it('refuses a body that is not JSON with 400 INVALID_JSON', async () => {
    const answer = await forward(openInternal[0]?._id ?? '', '{"digitalProcessId": ');
    expect(refusal(answer)).toEqual({ status: 400, error: 'INVALID_JSON' });
  });
});
