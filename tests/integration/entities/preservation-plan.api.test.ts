/**
 * API contract of `preservation-plan` (spec §3, §4, §7): CRUD, `GET preservation-plan/page`
 * (name, description, discipline, class), `PUT preservation-plan/{id}/set-standard`,
 * `POST preservation-plan/{id}/add-tasks` and `remove-tasks` with `{taskIds}`, through the
 * real demo API over the real registry and fixtures.
 */
import { describe, expect, it } from 'vitest';
import {
  UNKNOWN_ID,
  dataOf,
  entityApiOfFile,
  expectPagedList,
  fieldErrors,
  first,
  ids,
  linkResultOf,
  listAll,
  readFixture,
  refusal,
  type Params,
  type Row,
} from './entityApi.testkit';

const plans = readFixture('preservation-plan');
const planTasks = readFixture('preservation-plan-task');
const tasks = readFixture('task');
const classes = readFixture('classes');
const elements = readFixture('element');
const pairOf = (plan: Row) => `${String(plan.disciplineId)}/${String(plan.classId)}`;
const tasksOfPlan = (plan: Row) => planTasks.filter((row) => row.planId === plan._id);

const api = entityApiOfFile();

const list = (params: Params = {}) => listAll(api, 'preservation-plan/page', params);
const get = async (id: unknown) => dataOf(await api.call('GET', `preservation-plan/${String(id)}`));
const linksOf = async (planId: unknown) => listAll(api, 'preservation-plan-task/page', { planId: String(planId), sort: 'order', order: 'ASC' });

describe('the demo preservation plans', () => {
  it('have at most one standard plan per discipline and class, some pairs with a second plan', () => {
    const standard = plans.filter((plan) => plan.isStandard === true).map(pairOf);
    expect(new Set(standard).size).toBe(standard.length);
    expect(standard.length).toBeGreaterThanOrEqual(3);
    const pairs = plans.map(pairOf);
    expect(pairs.some((pair, index) => pairs.indexOf(pair) !== index)).toBe(true);
  });

  it('carry the discipline of their class, and the standard plan of its class is the elements’ plan', () => {
    for (const plan of plans) expect(plan.disciplineId, String(plan.name)).toBe(classes.find((c) => c._id === plan.classId)?.disciplineId);
    for (const element of elements.filter((e) => e.preservationPlanId !== undefined)) {
      const plan = plans.find((p) => p._id === element.preservationPlanId);
      expect(plan, String(element.identifier)).toMatchObject({ classId: element.classId, isStandard: true });
    }
  });

  it('have tasks numbered from 1, frequencies whole days', () => {
    for (const plan of plans) {
      const own = tasksOfPlan(plan);
      expect(own.length, String(plan.name)).toBeGreaterThan(0);
      expect(own.map((row) => row.order)).toEqual(own.map((_row, index) => index + 1));
      for (const row of own)
        for (const key of ['warehouseFrequency', 'fieldFrequency', 'operationFrequency'])
          expect(Number.isInteger(row[key]) && Number(row[key]) >= 0).toBe(true);
    }
  });
});

describe('GET preservation-plan/page', () => {
  it('answers {items, count} with limit, skip and collectionCount', async () => {
    const sorted = plans.map((p) => String(p.name)).sort((a, b) => a.localeCompare(b, 'pt', { sensitivity: 'base' }));
    await expectPagedList(api, 'preservation-plan/page', sorted, { limit: 4, skip: 4, sort: 'name' });
  });

  it('filters by name and description (text), discipline and class (spec §7 parameter names)', async () => {
    expect(ids(await list({ name: 'MOTORES' }))).toEqual(ids(plans.filter((p) => String(p.name).includes('motores'))));
    expect(ids(await list({ description: 'almoxarifado' }))).toEqual(ids(plans.filter((p) => String(p.description).includes('almoxarifado'))));
    const some = plans[0] as Row;
    expect(ids(await list({ discipline: String(some.disciplineId) }))).toEqual(ids(plans.filter((p) => p.disciplineId === some.disciplineId)));
    expect(ids(await list({ class: String(some.classId) }))).toEqual(ids(plans.filter((p) => p.classId === some.classId)));
    expect(ids(await list({ isStandard: false }))).toEqual(ids(plans.filter((p) => p.isStandard !== true)));
  });
});

describe('preservation-plan CRUD', () => {
  it('creates a plan that is not standard: isStandard is only set by set-standard', async () => {
    const cls = classes.find((c) => c.identifier === 'VASO-PRES') as Row;
    const answer = await api.call('POST', 'preservation-plan', {
      name: 'Preservação de vasos - teste',
      disciplineId: cls.disciplineId,
      classId: cls._id,
      isStandard: true,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(dataOf(answer).isStandard).toBeUndefined();
  });

  it('refuses a duplicate name and a missing discipline', async () => {
    const answer = await api.call('POST', 'preservation-plan', { name: String(plans[0]?.name).toUpperCase(), disciplineId: plans[0]?.disciplineId });
    expect(refusal(answer)).toEqual({ status: 400, error: 'PRESERVATION_PLAN.NAME_ALREADY_EXISTS' });
    const missing = await api.call('POST', 'preservation-plan', { name: 'Sem disciplina' });
    expect(fieldErrors(missing)).toEqual([{ field: 'disciplineId', keyword: 'required', message: 'FIELD_IS_REQUIRED' }]);
  });

  it('PUT keeps isStandard', async () => {
    const standard = first(plans, (p) => p.isStandard === true, 'standard plan');
    const { _id, isStandard: _flag, createdAt: _c, updatedAt: _u, ...body } = standard;
    const answer = await api.call('PUT', `preservation-plan/${String(_id)}`, { ...body, description: 'Rotina revisada.' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(dataOf(answer)).toMatchObject({ description: 'Rotina revisada.', isStandard: true });
  });

  it('refuses to delete a plan elements use, or one with tasks', async () => {
    const used = first(plans, (p) => elements.some((e) => e.preservationPlanId === p._id), 'plan used by elements');
    expect(refusal(await api.call('DELETE', `preservation-plan/${String(used._id)}`))).toEqual({
      status: 409,
      error: 'PRESERVATION_PLAN.HAS_LINK_WITH_ELEMENTS',
    });
    const unused = first(plans, (p) => !elements.some((e) => e.preservationPlanId === p._id) && tasksOfPlan(p).length > 0, 'unused plan with tasks');
    expect(refusal(await api.call('DELETE', `preservation-plan/${String(unused._id)}`))).toEqual({ status: 409, error: 'PRESERVATION_PLAN.HAS_TASKS' });
  });
});

describe('PUT preservation-plan/{id}/set-standard', () => {
  it('makes the plan standard and clears the flag on the other plans of its discipline and class only', async () => {
    const chosen = first(
      plans,
      (p) => p.isStandard !== true && plans.some((o) => o !== p && o.isStandard === true && pairOf(o) === pairOf(p)),
      'non-standard plan beside a standard one',
    );
    const previous = first(plans, (p) => p.isStandard === true && pairOf(p) === pairOf(chosen), 'standard plan of the same pair');
    const elsewhere = plans.filter((p) => p.isStandard === true && pairOf(p) !== pairOf(chosen));

    const answer = await api.call('PUT', `preservation-plan/${String(chosen._id)}/set-standard`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(dataOf(answer)).toMatchObject({ _id: chosen._id, isStandard: true });
    expect((await get(chosen._id)).isStandard).toBe(true);
    expect((await get(previous._id)).isStandard).toBe(false);
    for (const plan of elsewhere) expect((await get(plan._id)).isStandard, String(plan.name)).toBe(true);
    const standard = await list({ isStandard: true });
    expect(new Set(standard.map(pairOf)).size).toBe(standard.length);
  });

  it('is idempotent on the standard plan, 404 for an unknown one', async () => {
    const standard = first(plans, (p) => p.isStandard === true && plans.filter((o) => pairOf(o) === pairOf(p)).length === 1, 'standard plan alone in its pair');
    expect(dataOf(await api.call('PUT', `preservation-plan/${String(standard._id)}/set-standard`, {})).isStandard).toBe(true);
    expect(refusal(await api.call('PUT', `preservation-plan/${UNKNOWN_ID}/set-standard`, {}))).toEqual({ status: 404, error: 'NOT_FOUND' });
  });
});

describe('POST preservation-plan/{id}/add-tasks and remove-tasks', () => {
  it('adds each task as a plan task after the last one, listing unknown and already present ids', async () => {
    const plan = first(plans, (p) => tasksOfPlan(p).length === 3, 'plan with three tasks');
    const present = tasksOfPlan(plan).map((row) => String(row.taskId));
    const fresh = tasks
      .filter((t) => !present.includes(String(t._id)))
      .slice(0, 2)
      .map((t) => String(t._id));

    const answer = await api.call('POST', `preservation-plan/${String(plan._id)}/add-tasks`, { taskIds: [fresh[0], present[0], UNKNOWN_ID, fresh[1]] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { record, failures } = linkResultOf(answer);
    expect(record._id).toBe(plan._id);
    expect(failures).toEqual([
      { id: present[0], error: 'ALREADY_LINKED' },
      { id: UNKNOWN_ID, error: 'NOT_FOUND' },
    ]);
    const links = await linksOf(plan._id);
    expect(links.map((row) => [row.taskId, row.order])).toEqual([...present.map((id, index) => [id, index + 1]), [fresh[0], 4], [fresh[1], 5]]);
    expect(links.at(-1)).toMatchObject({
      planId: plan._id,
      warehouseFrequency: 0,
      fieldFrequency: 0,
      operationFrequency: 0,
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
  });

  it('removes the plan tasks of the given tasks, listing ids that are not in the plan', async () => {
    const plan = first(plans, (p) => tasksOfPlan(p).length === 4, 'plan with four tasks');
    const present = tasksOfPlan(plan).map((row) => String(row.taskId));
    const absent = String(tasks.find((t) => !present.includes(String(t._id)))?._id);

    const answer = await api.call('POST', `preservation-plan/${String(plan._id)}/remove-tasks`, { taskIds: [present[1], absent, UNKNOWN_ID] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(linkResultOf(answer).failures).toEqual([
      { id: absent, error: 'NOT_LINKED' },
      { id: UNKNOWN_ID, error: 'NOT_FOUND' },
    ]);
    expect((await linksOf(plan._id)).map((row) => row.taskId)).toEqual([present[0], present[2], present[3]]);
    const removed = tasksOfPlan(plan)[1] as Row;
    expect((await api.call('GET', `preservation-plan-task/${String(removed._id)}`)).status).toBe(404);
  });

  it('needs taskIds as a list', async () => {
    const plan = plans[0] as Row;
    const answer = await api.call('POST', `preservation-plan/${String(plan._id)}/add-tasks`, { taskIds: null });
    expect(fieldErrors(answer)).toEqual([{ field: 'taskIds', keyword: 'required', message: 'FIELD_IS_REQUIRED' }]);
  });
});
