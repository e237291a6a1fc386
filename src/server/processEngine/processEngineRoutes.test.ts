import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type ApiCall, type RunningTestApi } from '../demoApi.testkit';
import { BPMN_MODELS, readModel } from './bpmnCorpus.testkit';
import { bpmnSnapshot } from './bpmnSnapshot.testkit';
import { ENTITY_BOMB, HOSTILE_MODELS, ONE_TASK_MODEL } from './hostileModels.testkit';
import { readBpmnModel } from './readBpmnModel';

/* The process-engine calls and the template model calls over the project's own definitions and fixtures. */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const PROCESS = '654a2af519846902f38c6e68';
const TASKS = ['6451a17586f35b8d117c5288', '646153c99f5d4f0043cfd54d'];
const INSPECTION = 'InspecaoRecebimento:1';
const BOMB = ENTITY_BOMB;
const ONE_TASK = ONE_TASK_MODEL;

let api: RunningTestApi;
let admin: ApiCall;
let member: ApiCall;

interface Data<T> {
  data: T;
}
interface Refusal {
  error: string;
  message: string;
  errors?: { field: string; message: string }[];
}

beforeAll(async () => {
  api = await startTestApi({ model: registry.model, fixturesDir: join(root, 'fixtures'), dataDir: mkdtempSync(join(tmpdir(), 'process-engine-data-')) });
  admin = api.call;
  member = await api.as('member');
});
afterAll(() => api.close());

describe('process-engine calls', () => {
  it('lists the definitions deployed from the demo data folder', async () => {
    const answer = await member('GET', 'process-engine/process-definition');
    expect(answer.status).toBe(200);
    const names = (answer.body as Data<{ id: string; name: string; version: number }[]>).data.map((definition) => definition.id);
    expect(names).toEqual(['ComissionamentoMalha:1', INSPECTION, 'PreservacaoPeriodica:1']);
  });

  it('answers the XML of a definition as bpmn20Xml, as written in its file', async () => {
    const answer = await member('GET', `process-engine/process-definition/${INSPECTION}/xml`);
    expect((answer.body as Data<{ bpmn20Xml: string }>).data.bpmn20Xml).toBe(
      readFileSync(join(root, 'fixtures/process-definitions/inspecao-recebimento.bpmn'), 'utf8'),
    );
  });

  it('lists the items and the tasks in flow order, a loop back not reordering them', async () => {
    const items = (await member('GET', `process-engine/process-definition/${INSPECTION}/items`)).body as Data<{ id: string; type: string }[]>;
    expect(items.data).toContainEqual({ id: 'Gateway_Aprovado', name: 'Aprovado?', type: 'bpmn:ExclusiveGateway' });
    const activities = (await member('GET', `process-engine/process-definition/${INSPECTION}/activities`)).body as Data<{ id: string }[]>;
    expect(activities.data.map((activity) => activity.id)).toEqual([
      'Task_ConferirDocumentos',
      'Task_InspecaoVisual',
      'Task_LiberarArmazenamento',
      'Task_RegistrarNaoConformidade',
    ]);
  });

  it('binds product tasks to an activity, which the activity and its tasks then show', async () => {
    const bound = await admin('POST', 'process-engine/activity-tasks', { process: INSPECTION, activity: 'Task_InspecaoVisual', tasks: TASKS });
    expect(bound.status).toBe(200);
    const activities = (await member('GET', `process-engine/process-definition/${INSPECTION}/activities`)).body as Data<{ id: string; tasks: string[] }[]>;
    expect(activities.data.find((activity) => activity.id === 'Task_InspecaoVisual')?.tasks).toEqual(TASKS);
    const tasks = (await member('GET', 'process-engine/activity/Task_InspecaoVisual/tasks')).body as Data<{ _id: string }[]>;
    expect(tasks.data.map((task) => task._id)).toEqual(TASKS);
  });

  it.each([
    ['an unknown definition', { process: 'Nope:1', activity: 'x', tasks: [] }, 404, 'NOT_FOUND', 'Nope:1'],
    [
      'an activity the model does not have',
      { process: INSPECTION, activity: 'Gateway_Aprovado', tasks: [] },
      400,
      'REFERENCE_NOT_FOUND',
      'no task or user task "Gateway_Aprovado"',
    ],
    [
      'a task that does not exist',
      { process: INSPECTION, activity: 'Task_InspecaoVisual', tasks: ['000000000000000000000000'] },
      400,
      'REFERENCE_NOT_FOUND',
      'no task has the id "000000000000000000000000"',
    ],
  ])('refuses binding %s', async (_case, body, status, code, words) => {
    const answer = await admin('POST', 'process-engine/activity-tasks', body);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: code });
    expect((answer.body as Refusal).message).toContain(words);
  });

  it.each([
    ['tasks that are not a list', { process: INSPECTION, activity: 'Task_InspecaoVisual', tasks: 'all' }, { field: 'tasks', keyword: 'type' }],
    ['no process', { activity: 'Task_InspecaoVisual', tasks: [] }, { field: 'process', keyword: 'required' }],
    ['an empty activity', { process: INSPECTION, activity: '', tasks: [] }, { field: 'activity', keyword: 'minLength' }],
    [
      'a field the call does not take',
      { process: INSPECTION, activity: 'Task_InspecaoVisual', tasks: [], force: true },
      { field: 'force', keyword: 'additionalProperties' },
    ],
  ])('refuses binding with %s by its contract, naming the field', async (_case, body, fieldError) => {
    const answer = await admin('POST', 'process-engine/activity-tasks', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'VALIDATION_ERROR', errors: [fieldError] });
  });

  it('refuses a query parameter a call does not read, and reads the one it does', async () => {
    expect(((await member('GET', 'process-engine/process-definition?limit=1')).body as Refusal).error).toBe('INVALID_QUERY');
    expect(((await member('GET', 'process-engine/activity/Task_InspecaoVisual/tasks?processId=x')).body as Refusal).error).toBe('INVALID_QUERY');
    expect((await member('GET', `process-engine/activity/Task_InspecaoVisual/tasks?process=${encodeURIComponent('Nope:1')}`)).body).toEqual({ data: [] });
  });

  it('answers 404 for an unknown definition, and 403 to a member binding tasks', async () => {
    expect((await member('GET', 'process-engine/process-definition/Nope:1/xml')).status).toBe(404);
    expect((await member('POST', 'process-engine/activity-tasks', { process: INSPECTION, activity: 'Task_InspecaoVisual', tasks: [] })).status).toBe(403);
    expect((await api.anonymous('GET', 'process-engine/process-definition')).status).toBe(401);
  });
});

describe('digital-process/{id}/xml', () => {
  it.each(BPMN_MODELS)('saves %s and loads it back unchanged', async (_name, path) => {
    const xml = readModel(path);
    const saved = await admin('PUT', `digital-process/${PROCESS}/xml`, { xml });
    expect(saved.status).toBe(200);
    const loaded = (await admin('GET', `digital-process/${PROCESS}/xml`)).body as Data<{ xml: string }>;
    expect(loaded.data.xml).toBe(xml);
    const [before, after] = await Promise.all([readBpmnModel(xml), readBpmnModel(loaded.data.xml)]);
    expect(before.ok && after.ok && bpmnSnapshot(after.definitions)).toEqual(before.ok && bpmnSnapshot(before.definitions));
  });

  it('stores the bound tasks and order, and one step per task with those tasks', async () => {
    const saved = await admin('PUT', `digital-process/${PROCESS}/xml`, { xml: ONE_TASK('Task_Nova'), activities: [{ id: 'Task_Nova', tasks: TASKS }] });
    expect(saved.status).toBe(200);
    const loaded = (await member('GET', `digital-process/${PROCESS}/xml`)).body as Data<unknown>;
    expect(loaded.data).toMatchObject({ activities: [{ id: 'Task_Nova', name: 'Inspecionar', tasks: TASKS }], activitiesOrder: ['Task_Nova'] });
    const record = (await member('GET', `digital-process/${PROCESS}`)).body as Data<{ steps: unknown[] }>;
    expect(record.data.steps).toEqual([{ _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Inspecionar', bpmnActivityId: 'Task_Nova', tasks: TASKS }]);
  });

  it.each([
    ['XML that is not BPMN', { xml: '<invoice><total>3</total></invoice>' }, 'BPMN_MODEL_UNREADABLE', 'xml', 'not a BPMN 2.0 model'],
    [
      'broken XML, naming the tag and line',
      { xml: '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL">\n<bpmn:process id="p">\n<bpmn:task id="t">\n</bpmn:process>' },
      'BPMN_MODEL_UNREADABLE',
      'xml',
      'element /bpmn:process: unparsable content',
    ],
    ['an XML bomb (entity expansion)', { xml: BOMB }, 'BPMN_MODEL_UNREADABLE', 'xml', 'DOCTYPE or ENTITY'],
    ['no xml', { activities: [] }, 'VALIDATION_ERROR', 'xml', 'required'],
    ['a field the call does not take', { xml: ONE_TASK('A'), name: 'Renamed' }, 'VALIDATION_ERROR', 'name', 'additionalProperties'],
    ['a binding without its activity id', { xml: ONE_TASK('A'), activities: [{ tasks: [] }] }, 'VALIDATION_ERROR', 'activities.0.id', 'required'],
    [
      'a binding to an activity the model does not have',
      { xml: ONE_TASK('A'), activities: [{ id: 'B', tasks: [] }] },
      'REFERENCE_NOT_FOUND',
      'activities.0.id',
      'no task or user task "B"',
    ],
    [
      'a binding to a task that does not exist',
      { xml: ONE_TASK('A'), activities: [{ id: 'A', tasks: ['nope'] }] },
      'REFERENCE_NOT_FOUND',
      'activities.0.tasks',
      'no task has the id "nope"',
    ],
    ['an order that misses a task', { xml: ONE_TASK('A'), activitiesOrder: [] }, 'MODEL_ORDER_MISMATCH', 'activitiesOrder', 'each task of the model once'],
  ])('refuses %s with 400 and its code, and stores nothing', async (_case, body, code, field, words) => {
    const before = (await admin('GET', `digital-process/${PROCESS}/xml`)).body;
    const answer = await admin('PUT', `digital-process/${PROCESS}/xml`, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: code, errors: [{ field }] });
    expect((answer.body as Refusal).message).toContain(words);
    expect((await admin('GET', `digital-process/${PROCESS}/xml`)).body).toEqual(before);
  });

  it('refuses a 10 MB model with 413, and a model past 500 000 characters with 400', async () => {
    const huge = await admin('PUT', `digital-process/${PROCESS}/xml`, { xml: `<bpmn:definitions>${' '.repeat(10 * 1024 * 1024)}</bpmn:definitions>` });
    expect(huge.status).toBe(413);
    expect((huge.body as Refusal).error).toBe('PAYLOAD_TOO_LARGE');
    const long = await admin('PUT', `digital-process/${PROCESS}/xml`, { xml: `<bpmn:definitions>${' '.repeat(600_000)}</bpmn:definitions>` });
    expect(long.body).toMatchObject({ error: 'VALIDATION_ERROR', errors: [{ field: 'xml', keyword: 'maxLength' }] });
  });

  it('answers 404 for an unknown template and 403 to a member saving', async () => {
    expect((await admin('GET', 'digital-process/000000000000000000000000/xml')).status).toBe(404);
    expect((await admin('PUT', 'digital-process/000000000000000000000000/xml', { xml: ONE_TASK('A') })).status).toBe(404);
    expect((await member('PUT', `digital-process/${PROCESS}/xml`, { xml: ONE_TASK('A') })).status).toBe(403);
    expect((await (await api.as('read-only'))('PUT', `digital-process/${PROCESS}/xml`, { xml: ONE_TASK('A') })).status).toBe(403);
    expect((await api.anonymous('GET', `digital-process/${PROCESS}/xml`)).status).toBe(401);
  });
});

describe('the generic digital-process writes check the model as digital-process/{id}/xml does', () => {
  /** The record as the edit form sends it back, with another model. */
  const editOf = async (xml: string) => ({ ...((await admin('GET', `digital-process/${PROCESS}`)).body as Data<Record<string, unknown>>).data, xml });
  const sameRefusal = (answer: { status: number; body: unknown }) => ({
    status: answer.status,
    body: { ...(answer.body as Record<string, unknown>), traceId: undefined },
  });
  const count = async () => ((await admin('GET', 'digital-process/page?limit=1&collectionCount=true')).body as Data<{ count: number }>).data.count;

  it.each(HOSTILE_MODELS)('refuses %s on PUT digital-process/{id} with the answer of the /xml call, the record unchanged', async (_case, xml) => {
    const before = (await admin('GET', `digital-process/${PROCESS}`)).body;
    const viaXml = await admin('PUT', `digital-process/${PROCESS}/xml`, { xml });
    const generic = await admin('PUT', `digital-process/${PROCESS}`, await editOf(xml));
    expect(generic.status).toBe(400);
    expect(generic.body).toMatchObject({ error: 'BPMN_MODEL_UNREADABLE', errors: [{ field: 'xml', keyword: 'bpmn' }] });
    expect(sameRefusal(generic)).toEqual(sameRefusal(viaXml));
    expect((await admin('GET', `digital-process/${PROCESS}`)).body).toEqual(before);
  });

  it.each(HOSTILE_MODELS)('refuses %s on POST digital-process, storing nothing', async (_case, xml) => {
    const before = await count();
    const created = await admin('POST', 'digital-process', { name: `Hostile ${_case}`, xml });
    expect(sameRefusal(created)).toEqual(sameRefusal(await admin('PUT', `digital-process/${PROCESS}/xml`, { xml })));
    expect(await count()).toBe(before);
  });

  it('refuses an oversized model on both paths, each by its own limit, and answers 404 before judging the model of an unknown id', async () => {
    const long = `<bpmn:definitions>${' '.repeat(600_000)}</bpmn:definitions>`;
    // The /xml call reads texts as long as its schema's maxLength says; the generic write stops at the API's length of one text.
    expect((await admin('PUT', `digital-process/${PROCESS}/xml`, { xml: long })).body).toMatchObject({ error: 'VALIDATION_ERROR', errors: [{ field: 'xml' }] });
    expect((await admin('PUT', `digital-process/${PROCESS}`, await editOf(long))).body).toMatchObject({ error: 'INVALID_BODY' });
    expect((await admin('PUT', 'digital-process/000000000000000000000000', await editOf(BOMB))).status).toBe(404);
    expect((await member('PUT', `digital-process/${PROCESS}`, await editOf(BOMB))).status).toBe(403);
  });

  // The generic body limit (100 000 characters a string) is lower than the model's own: larger models go through /xml only.
  it.each(BPMN_MODELS.filter(([, path]) => readModel(path).length <= 100_000))('still stores %s through the generic edit and create', async (name, path) => {
    const xml = readModel(path);
    const saved = await admin('PUT', `digital-process/${PROCESS}`, await editOf(xml));
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
    expect(((await admin('GET', `digital-process/${PROCESS}`)).body as Data<{ xml: string }>).data.xml).toBe(xml);
    const created = await admin('POST', 'digital-process', { name: `Modelo ${name}`, xml });
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
  });

  it('leaves a write without a model to the schema', async () => {
    const { xml: _xml, ...rest } = await editOf('');
    expect((await admin('PUT', `digital-process/${PROCESS}`, rest)).status).toBe(200);
    expect((await admin('POST', 'digital-process', { name: 'Sem modelo' })).status).toBe(201);
    expect((await admin('POST', 'digital-process', { name: 'Modelo numérico', xml: 3 })).body).toMatchObject({
      error: 'VALIDATION_ERROR',
      errors: [{ field: 'xml', keyword: 'type' }],
    });
  });
});
