/**
 * API contract of `digital-process` (spec §3, §7): the process templates, CRUD plus
 * `digital-process/page`, through the real demo API over the real registry and fixtures.
 * The model's XML, activities and activitiesOrder travel together (`PUT {id}/xml` in the
 * product); the demo keeps activities and their order as the fixtures give them.
 */
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID, dataOf, entityApiOfFile, expectPagedList, fieldErrors, first, ids, listAll, readFixture, refusal, type Row } from './entityApi.testkit';

const processes = readFixture('digital-process');
const instances = readFixture('digital-process-instance');
const tasks = readFixture('task');
const taskIds = new Set(tasks.map((t) => t._id));
type Step = { _id: string; name: string; bpmnActivityId: string; tasks: string[] };
const stepsOf = (row: Row) => row.steps as Step[];

const api = entityApiOfFile();

describe('the demo digital processes', () => {
  it('hold a BPMN 2.0 model with one user task per step, in the order of activitiesOrder', () => {
    for (const process of processes) {
      const xml = String(process.xml);
      expect(xml, String(process.name)).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<bpmn:definitions [^>]*xmlns:bpmn="http:\/\/www.omg.org\/spec\/BPMN\/20100524\/MODEL"/,
      );
      expect(xml).toContain('</bpmn:definitions>');
      const userTasks = [...xml.matchAll(/<bpmn:userTask id="([^"]+)" name="([^"]+)"/g)].map((m) => ({ id: m[1], name: m[2] }));
      expect(userTasks, String(process.name)).toEqual(process.activities);
      expect(process.activitiesOrder).toEqual(stepsOf(process).map((step) => step.bpmnActivityId));
      for (const step of stepsOf(process)) {
        expect(xml).toContain(`<bpmndi:BPMNShape id="${step.bpmnActivityId}_di" bpmnElement="${step.bpmnActivityId}">`);
        for (const task of step.tasks) expect(taskIds.has(task), `${String(process.name)} / ${step.name}`).toBe(true);
      }
    }
  });

  it('include a template with a step without tasks (it cannot be instantiated yet)', () => {
    expect(processes.some((p) => stepsOf(p).some((step) => step.tasks.length === 0))).toBe(true);
  });
});

describe('GET digital-process/page', () => {
  it('answers {items, count} and filters by name, document type and class', async () => {
    const names = processes.map((p) => String(p.name)).sort((a, b) => a.localeCompare(b, 'pt', { sensitivity: 'base' }));
    await expectPagedList(api, 'digital-process/page', names, { limit: 3, sort: 'name' });
    const withClass = first(processes, (p) => p.classId !== undefined, 'process with a class');
    expect(ids(await listAll(api, 'digital-process/page', { classId: String(withClass.classId) }))).toEqual(
      ids(processes.filter((p) => p.classId === withClass.classId)),
    );
    expect(ids(await listAll(api, 'digital-process/page', { documentTypeId: String(withClass.documentTypeId) }))).toEqual(
      ids(processes.filter((p) => p.documentTypeId === withClass.documentTypeId)),
    );
    expect(ids(await listAll(api, 'digital-process/page', { name: 'LIBERACAO' }))).toEqual(ids(processes.filter((p) => String(p.name).includes('Liberação'))));
  });
});

describe('digital-process CRUD', () => {
  const body = (extra: Row = {}): Row => ({
    name: 'Inspeção de recebimento de válvulas',
    documentTypeId: processes[0]?.documentTypeId,
    steps: [{ name: 'Conferência documental', tasks: [tasks[0]?._id] }],
    ...extra,
  });

  it('creates a template; activities and their order come only from the process editor', async () => {
    const answer = await api.call('POST', 'digital-process', body({ activities: [{ id: 'Activity_x' }], activitiesOrder: ['Activity_x'] }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(dataOf(answer)).toMatchObject(body());
    expect(dataOf(answer)).not.toHaveProperty('activities');
  });

  it('refuses a duplicate name, unknown tasks in steps and a step without a name', async () => {
    expect(refusal(await api.call('POST', 'digital-process', body({ name: String(processes[0]?.name) })))).toEqual({
      status: 400,
      error: 'DIGITAL_PROCESS.NAME_ALREADY_EXISTS',
    });
    const answer = await api.call('POST', 'digital-process', body({ name: 'Outro', steps: [{ name: 'Etapa', tasks: [UNKNOWN_ID] }, { tasks: [] }] }));
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual(
      expect.arrayContaining([
        { field: 'steps.0.tasks.0', keyword: 'reference', message: 'validation.reference' },
        expect.objectContaining({ field: 'steps.1.name', keyword: 'required' }),
      ]),
    );
  });

  it('PUT keeps the model activities', async () => {
    const process = processes[1] as Row;
    const { _id, activities: _a, activitiesOrder: _o, createdAt: _c, updatedAt: _u, ...rest } = process;
    const answer = await api.call('PUT', `digital-process/${String(_id)}`, { ...rest, name: `${String(rest.name)} (rev. 1)` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(dataOf(answer)).toMatchObject({
      name: `${String(process.name)} (rev. 1)`,
      activities: process.activities,
      activitiesOrder: process.activitiesOrder,
    });
  });

  it('refuses to delete a template that has instances', async () => {
    const used = first(processes, (p) => instances.some((i) => i.digitalProcessId === p._id), 'process with instances');
    expect(refusal(await api.call('DELETE', `digital-process/${String(used._id)}`))).toEqual({ status: 409, error: 'DIGITAL_PROCESS.HAS_INSTANCES' });
    const unused = first(processes, (p) => !instances.some((i) => i.digitalProcessId === p._id), 'process without instances');
    expect((await api.call('DELETE', `digital-process/${String(unused._id)}`)).status).toBe(200);
  });
});
