import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { authHeaders, signIn } from '../auth/signIn.testkit';
import { startTestApi, type Answer, type ApiCall, type RunningTestApi } from '../demoApi.testkit';
import { readZipEntries } from '../mobileApp/readZipEntries.testkit';
import { MAX_INSTANCES } from '../../contracts/processInstances';

/* The instantiation and instance calls over the project's own definitions and fixtures. */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
/** "Tratamento de pendências de comissionamento": three steps, each with tasks. */
const PROCESS = '654a2af519846902f38c6e68';
const STEPS = ['654a2b4b76ca1b3bcf18e46f', '654a2ba176ca1a3bcf18e2bc', '654a2bf876ca1d3bcf18e7d5'];
/** SIS-050, whose activities hold three local evidence files on tasks of this product task. */
const ELEMENT_WITH_MEDIA = '64d1054d4076256d78bd5784';
const TASK_WITH_MEDIA = '646c2c36d44ded3d1442a4d2';
const OTHER_PROJECT = '63c82aadc47268868282b4d9';
const UNKNOWN = 'ffffffffffffffffffffffff';

interface Instance {
  _id: string;
  name: string;
  elementId: string;
  projectId: string;
  executionStatus: string;
  steps: { _id: string; bpmnActivityId: string; status: string; tasks: string[]; pendencies: string[] }[];
}

let api: RunningTestApi;
let admin: ApiCall;

const data = <T>(answer: Answer): T => (answer.body as { data: T }).data;
const refusal = (answer: Answer) => ({ status: answer.status, error: (answer.body as { error?: string } | undefined)?.error });
const instanceCount = async (): Promise<number> =>
  data<{ count: number }>(await admin('GET', 'digital-process-instance/page?limit=0&collectionCount=true')).count;
const withMedia = Object.fromEntries(STEPS.map((step) => [step, [TASK_WITH_MEDIA]]));

beforeAll(async () => {
  const fixturesDir = mkdtempSync(join(tmpdir(), 'instances-fixtures-'));
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  api = await startTestApi({ model: registry.model, fixturesDir, dataDir: mkdtempSync(join(tmpdir(), 'instances-data-')) });
  admin = api.call;
});
afterAll(() => api.close());

describe('POST digital-process/{id}/instantiate', () => {
  it('creates one not-started instance per element, named after the process and the tag, with the steps and their tasks', async () => {
    const elements = data<{ items: { _id: string; identifier: string }[] }>(await admin('GET', 'element/page?limit=2&sort=tree')).items;
    const answer = await admin('POST', `digital-process/${PROCESS}/instantiate`, { elements: elements.map((element) => element._id) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = data<{ count: number; instances: Instance[] }>(answer);
    expect(created.count).toBe(2);
    const [first] = created.instances;
    expect(first).toMatchObject({
      name: `Tratamento de pendências de comissionamento - ${elements[0]?.identifier}`,
      elementId: elements[0]?._id,
      executionStatus: 'NOT_STARTED',
      projectId: '65a0f3c2e4b0a1d2c3e4f501',
    });
    expect(first?.steps.map((step) => step._id)).toEqual(STEPS);
    expect(first?.steps.every((step) => step.status === 'NOT_STARTED' && step.tasks.length > 0 && step.pendencies.length === 0)).toBe(true);
    // The list and the show page have it.
    expect(data<Instance>(await admin('GET', `digital-process-instance/${first?._id}`)).steps).toHaveLength(3);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const before = await instanceCount();
    const member = await api.as('member');
    const readOnly = await api.as('read-only');
    const good = { elements: [ELEMENT_WITH_MEDIA] };
    const cases: [string, Promise<Answer>, number, string][] = [
      ['unknown process', admin('POST', `digital-process/${UNKNOWN}/instantiate`, good), 404, 'NOT_FOUND'],
      [
        'a step left without tasks',
        admin('POST', `digital-process/${PROCESS}/instantiate`, { ...good, tasksByStep: { [STEPS[1] ?? '']: [] } }),
        400,
        'DIGITAL_PROCESS_INSTANTIATE.IT_IS_NECESSARY_TO_ADD_TASKS_IN_ALL_STEPS',
      ],
      [
        'a step the process does not have',
        admin('POST', `digital-process/${PROCESS}/instantiate`, { ...good, tasksByStep: { [UNKNOWN]: [TASK_WITH_MEDIA] } }),
        400,
        'REFERENCE_NOT_FOUND',
      ],
      [
        'an unknown task',
        admin('POST', `digital-process/${PROCESS}/instantiate`, { ...good, tasksByStep: { [STEPS[0] ?? '']: [UNKNOWN] } }),
        400,
        'REFERENCE_NOT_FOUND',
      ],
      [
        'unknown element, after a good one',
        admin('POST', `digital-process/${PROCESS}/instantiate`, { elements: [ELEMENT_WITH_MEDIA, UNKNOWN] }),
        400,
        'REFERENCE_NOT_FOUND',
      ],
      ['no element', admin('POST', `digital-process/${PROCESS}/instantiate`, { elements: [] }), 400, 'DIGITAL_PROCESS_INSTANTIATE.NO_ELEMENTS'],
      ['elements not a list', admin('POST', `digital-process/${PROCESS}/instantiate`, { elements: 'x' }), 400, 'VALIDATION_ERROR'],
      ['a body that is no object', admin('POST', `digital-process/${PROCESS}/instantiate`, [1, 2]), 400, 'VALIDATION_ERROR'],
      ['a field the call does not take', admin('POST', `digital-process/${PROCESS}/instantiate`, { ...good, processId: PROCESS }), 400, 'VALIDATION_ERROR'],
      [
        'tasks of a step not a list',
        admin('POST', `digital-process/${PROCESS}/instantiate`, { ...good, tasksByStep: { [STEPS[0] ?? '']: 'all' } }),
        400,
        'VALIDATION_ERROR',
      ],
      [
        'too many elements',
        admin('POST', `digital-process/${PROCESS}/instantiate`, {
          elements: Array.from({ length: MAX_INSTANCES + 1 }, (_, index) => index.toString(16).padStart(24, '0')),
        }),
        400,
        'DIGITAL_PROCESS_INSTANTIATE.TOO_MANY_ELEMENTS',
      ],
      ['READ_ONLY', readOnly('POST', `digital-process/${PROCESS}/instantiate`, good), 403, 'FORBIDDEN'],
      ['USER', member('POST', `digital-process/${PROCESS}/instantiate`, good), 403, 'FORBIDDEN'],
      ['signed out', api.anonymous('POST', `digital-process/${PROCESS}/instantiate`, good), 401, 'UNAUTHENTICATED'],
    ];
    for (const [what, answer, status, error] of cases) expect(refusal(await answer), what).toEqual({ status, error });
    const steps = (await admin('POST', `digital-process/${PROCESS}/instantiate`, { ...good, tasksByStep: { [STEPS[1] ?? '']: [] } })).body as {
      stepsWithoutTasks: string[];
    };
    expect(steps.stepsWithoutTasks).toEqual([STEPS[1]]);
    expect(await instanceCount()).toBe(before);
  });

  it("refuses another project's element to a project admin working in their project", async () => {
    const created = await admin('POST', 'element', {
      identifier: 'ROTA3-P-01',
      name: 'Bomba da Rota 3',
      elementTypeId: '63ff65b11de7bac6a70bbfbf',
      projectId: OTHER_PROJECT,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const projectAdmin = await api.as('project-admin');
    const answer = await projectAdmin(
      'POST',
      `digital-process/${PROCESS}/instantiate`,
      { elements: [data<{ _id: string }>(created)._id] },
      { ProjectId: '65a0f3c2e4b0a1d2c3e4f501' },
    );
    expect(refusal(answer)).toEqual({ status: 400, error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT' });
  });
});

describe('POST digital-process/instantiate-for-filtered-elements', () => {
  it('instantiates for every element the element list filter matches, in the caller project only', async () => {
    const elsewhere = await admin('POST', 'element', {
      identifier: 'P-ROTA3-01',
      name: 'Bomba da Rota 3',
      elementTypeId: '63ff65b11de7bac6a70bbfbf',
      projectId: OTHER_PROJECT,
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
    const matching = data<{ items: { _id: string; projectId: string }[]; count: number }>(
      await admin('GET', 'element/page?identifier=P-&identifierMatchType=startsWith&limit=1000&collectionCount=true'),
    );
    const inUtgca = matching.items.filter((item) => item.projectId === '65a0f3c2e4b0a1d2c3e4f501').map((item) => item._id);
    expect(inUtgca.length).toBeGreaterThan(1);
    expect(inUtgca.length).toBeLessThan(matching.count);
    const projectAdmin = await api.as('project-admin');
    // Paging and sort in the filter are the list's, not the instantiation's: every match is instantiated.
    const answer = await projectAdmin(
      'POST',
      'digital-process/instantiate-for-filtered-elements',
      { processId: PROCESS, filter: { identifier: 'P-', identifierMatchType: 'startsWith', limit: 1 } },
      { ProjectId: '65a0f3c2e4b0a1d2c3e4f501' },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = data<{ count: number; instances: Instance[] }>(answer);
    expect(created.count).toBe(inUtgca.length);
    expect(new Set(created.instances.map((instance) => instance.elementId))).toEqual(new Set(inUtgca));
  });

  it('refuses an unknown process, a filter that matches nothing, an unknown filter and a bad filter, storing nothing', async () => {
    const before = await instanceCount();
    const cases: [string, unknown, number, string][] = [
      ['unknown process', { processId: UNKNOWN, filter: {} }, 404, 'NOT_FOUND'],
      ['no process', { filter: {} }, 400, 'VALIDATION_ERROR'],
      ['nothing matches', { processId: PROCESS, filter: { identifier: 'no-such-tag-anywhere' } }, 400, 'DIGITAL_PROCESS_INSTANTIATE.NO_ELEMENTS'],
      ['unknown filter', { processId: PROCESS, filter: { colour: 'red' } }, 400, 'INVALID_QUERY'],
      ['filter not an object', { processId: PROCESS, filter: 'x' }, 400, 'VALIDATION_ERROR'],
      ['filter value an object', { processId: PROCESS, filter: { name: { $ne: 1 } } }, 400, 'VALIDATION_ERROR'],
      ['a field the call does not take', { processId: PROCESS, filter: {}, elements: [ELEMENT_WITH_MEDIA] }, 400, 'VALIDATION_ERROR'],
      [
        'a step without tasks',
        { processId: PROCESS, filter: {}, tasksByStep: { [STEPS[0] ?? '']: [] } },
        400,
        'DIGITAL_PROCESS_INSTANTIATE.IT_IS_NECESSARY_TO_ADD_TASKS_IN_ALL_STEPS',
      ],
    ];
    for (const [what, body, status, error] of cases)
      expect(refusal(await admin('POST', 'digital-process/instantiate-for-filtered-elements', body)), what).toEqual({ status, error });
    expect(refusal(await (await api.as('read-only'))('POST', 'digital-process/instantiate-for-filtered-elements', { processId: PROCESS, filter: {} }))).toEqual(
      { status: 403, error: 'FORBIDDEN' },
    );
    expect(await instanceCount()).toBe(before);
  });
});

describe('an instance: pendencies, media, report, zip, cancel and delete', () => {
  let instance: Instance;
  beforeAll(async () => {
    instance = data<{ instances: Instance[] }>(
      await admin('POST', `digital-process/${PROCESS}/instantiate`, { elements: [ELEMENT_WITH_MEDIA], tasksByStep: withMedia }),
    ).instances[0] as Instance;
  });

  it('lists the pendencies of the instance and of one step (by step id or model activity), refusing a step it does not have', async () => {
    const fixture = data<{ items: { _id: string; pendencies: string[] }[] }>(await admin('GET', 'digital-process-instance/page?limit=50')).items.find(
      (item) => item.pendencies.length > 0,
    );
    const all = data<{ items: { _id: string }[]; count: number }>(await admin('GET', `digital-process-instance/pendencies?instanceId=${fixture?._id}`));
    expect(all.items.map((item) => item._id)).toEqual(fixture?.pendencies);
    const step = data<{ step: { _id: string; status: string }; items: unknown[]; count: number }>(
      await admin('GET', `digital-process-instance/step-pendencies?instanceId=${instance._id}&step=${STEPS[1]}`),
    );
    expect(step).toMatchObject({ step: { _id: STEPS[1], status: 'NOT_STARTED' }, items: [], count: 0 });
    const byActivity = await admin('GET', `digital-process-instance/step-pendencies?instanceId=${instance._id}&step=${instance.steps[0]?.bpmnActivityId}`);
    expect(data<{ step: { _id: string } }>(byActivity).step._id).toBe(STEPS[0]);
    expect(refusal(await admin('GET', `digital-process-instance/step-pendencies?instanceId=${instance._id}&step=${UNKNOWN}`))).toEqual({
      status: 400,
      error: 'REFERENCE_NOT_FOUND',
    });
    expect(refusal(await admin('GET', `digital-process-instance/step-pendencies?instanceId=${instance._id}`))).toEqual({ status: 400, error: 'INVALID_QUERY' });
    expect(refusal(await admin('GET', `digital-process-instance/pendencies?instanceId=${instance._id}&step=${STEPS[0]}`))).toEqual({
      status: 400,
      error: 'INVALID_QUERY',
    });
    expect(refusal(await admin('GET', `digital-process-instance/step-pendencies?instanceId=${UNKNOWN}&step=${STEPS[0]}`))).toEqual({
      status: 404,
      error: 'NOT_FOUND',
    });
  });

  it("counts, reports and zips the evidence of the steps' tasks on the element's activities", async () => {
    const sizes = data<{ size: number; count: number; instances: { id: string; count: number; size: number }[] }>(
      await admin('GET', `digital-process-instance/medias/get-size-ativities?ids=${instance._id}`),
    );
    // Three files on the element's tasks, found for each of the three steps.
    expect(sizes.instances[0]).toMatchObject({ id: instance._id, count: 9 });
    expect(sizes.size).toBeGreaterThan(0);
    expect(refusal(await admin('GET', 'digital-process-instance/medias/get-size-ativities'))).toEqual({ status: 400, error: 'INVALID_QUERY' });
    expect(refusal(await admin('GET', 'digital-process-instance/medias/get-size-ativities?ids=,'))).toEqual({ status: 400, error: 'VALIDATION_ERROR' });

    const headers = authHeaders((await signIn(api.url, 'admin')).access_token);
    const report = await fetch(`${api.url}digital-process-instance/${instance._id}/report`, { headers });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await report.arrayBuffer()).toString('latin1')).toContain(`Digital process instance ${instance._id}`);

    const zip = await fetch(`${api.url}digital-process-instance/download-zip`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: [instance._id] }),
    });
    expect(zip.status).toBe(200);
    const names = [...readZipEntries(Buffer.from(await zip.arrayBuffer())).keys()];
    expect(names).toHaveLength(9);
    expect(names.every((name) => name.startsWith('Tratamento de pend'))).toBe(true);
    expect(refusal(await admin('POST', 'digital-process-instance/download-zip', { ids: [UNKNOWN] }))).toEqual({ status: 404, error: 'NOT_FOUND' });
    expect(refusal(await admin('POST', 'digital-process-instance/download-zip', { ids: 'x' }))).toEqual({ status: 400, error: 'VALIDATION_ERROR' });
    expect(refusal(await admin('POST', 'digital-process-instance/download-zip', { ids: [] }))).toEqual({ status: 400, error: 'VALIDATION_ERROR' });
    expect(refusal(await admin('POST', 'digital-process-instance/download-zip', { ids: [instance._id], timezone: 'UTC' }))).toEqual({
      status: 400,
      error: 'VALIDATION_ERROR',
    });
  });

  it('cancels once (READ_ONLY and USER refused), then deletes with a reason, after which every call answers 404', async () => {
    const member = await api.as('member');
    const readOnly = await api.as('read-only');
    expect(refusal(await member('PUT', `digital-process-instance/cancel/${instance._id}`, {}))).toEqual({ status: 403, error: 'FORBIDDEN' });
    expect(refusal(await readOnly('PUT', `digital-process-instance/cancel/${instance._id}`, {}))).toEqual({ status: 403, error: 'FORBIDDEN' });
    expect(refusal(await member('PUT', `digital-process-instance/${instance._id}/delete`, { reasonForDeletion: 'x' }))).toEqual({
      status: 403,
      error: 'FORBIDDEN',
    });
    const cancelled = await admin('PUT', `digital-process-instance/cancel/${instance._id}`, {});
    expect(data<Instance>(cancelled).executionStatus).toBe('CANCELLED');
    expect(refusal(await admin('PUT', `digital-process-instance/cancel/${instance._id}`, {}))).toEqual({
      status: 400,
      error: 'DIGITAL_PROCESS_INSTANCE.IS_CANCELLED',
    });
    // A cancelled instance is still read: its pendencies and report stay available.
    expect((await admin('GET', `digital-process-instance/pendencies?instanceId=${instance._id}`)).status).toBe(200);

    expect((await admin('PUT', `digital-process-instance/${instance._id}/delete`, { reasonForDeletion: 'Aberta em duplicidade' })).status).toBe(200);
    for (const [method, path] of [
      ['GET', `digital-process-instance/${instance._id}`],
      ['PUT', `digital-process-instance/cancel/${instance._id}`],
      ['GET', `digital-process-instance/step-pendencies?instanceId=${instance._id}&step=${STEPS[0]}`],
      ['GET', `digital-process-instance/medias/get-size-ativities?ids=${instance._id}`],
      ['GET', `digital-process-instance/${instance._id}/report`],
    ] as const) {
      expect(refusal(await admin(method, path, method === 'PUT' ? {} : undefined)), path).toEqual({ status: 404, error: 'NOT_FOUND' });
    }
  });
});
