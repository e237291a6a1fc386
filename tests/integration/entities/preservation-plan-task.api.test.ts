/**
 * API contract of `preservation-plan-task` (spec §3, §7): the tasks of a preservation plan,
 * edited by `PUT preservation-plan-task/{id} {order, warehouseFrequency, fieldFrequency,
 * operationFrequency}`; created and removed only through the plan's add-tasks and
 * remove-tasks. Through the real demo API over the real registry and fixtures.
 */
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID, dataOf, entityApiOfFile, fieldErrors, ids, listAll, readFixture, refusal, resourceNamed, type Row } from './entityApi.testkit';

const planTasks = readFixture('preservation-plan-task');
const plans = readFixture('preservation-plan');

const api = entityApiOfFile();

describe('preservation-plan-task', () => {
  it('is reached from its plan: hidden from the menu, no create or delete of its own', () => {
    const resource = resourceNamed('preservation-plan-task');
    expect(resource.menu.hidden).toBe(true);
    expect(resource.operations).toEqual(['list', 'show', 'edit', 'export']);
    expect(resourceNamed('preservation-plan').show.related).toEqual([expect.objectContaining({ resource: 'preservation-plan-task', target: 'planId' })]);
  });

  it('lists the tasks of one plan by planId, in order', async () => {
    const plan = plans[2] as Row;
    const rows = await listAll(api, 'preservation-plan-task/page', { planId: String(plan._id), sort: 'order', order: 'ASC' });
    expect(ids(rows)).toEqual(ids(planTasks.filter((row) => row.planId === plan._id)));
    expect(rows.map((row) => row.order)).toEqual(rows.map((_row, index) => index + 1));
  });

  it('PUT with the four editable values changes them and keeps the plan and the task', async () => {
    const row = planTasks[0] as Row;
    const answer = await api.call('PUT', `preservation-plan-task/${String(row._id)}`, {
      order: 7,
      warehouseFrequency: 45,
      fieldFrequency: 10,
      operationFrequency: 0,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(dataOf(answer)).toEqual({
      _id: row._id,
      planId: row.planId,
      taskId: row.taskId,
      order: 7,
      warehouseFrequency: 45,
      fieldFrequency: 10,
      operationFrequency: 0,
    });
  });

  it('PUT cannot move the row to another plan or task', async () => {
    const row = planTasks[1] as Row;
    const moved = await api.call('PUT', `preservation-plan-task/${String(row._id)}`, {
      ...row,
      planId: plans[5]?._id,
      taskId: planTasks[9]?.taskId,
      fieldFrequency: 3,
    });
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ error: 'FIELD_IS_READ_ONLY', field: 'planId' });
    const answer = await api.call('PUT', `preservation-plan-task/${String(row._id)}`, { ...row, fieldFrequency: 3 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(dataOf(answer)).toMatchObject({ planId: row.planId, taskId: row.taskId, fieldFrequency: 3 });
  });

  it('refuses frequencies that are not whole days from 0', async () => {
    const row = planTasks[2] as Row;
    const answer = await api.call('PUT', `preservation-plan-task/${String(row._id)}`, {
      order: 1,
      warehouseFrequency: -1,
      fieldFrequency: 1.5,
      operationFrequency: '30',
    });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer).map((error) => [error.field, error.keyword])).toEqual([
      ['warehouseFrequency', 'minimum'],
      ['fieldFrequency', 'type'],
      ['operationFrequency', 'type'],
    ]);
    expect(refusal(await api.call('PUT', `preservation-plan-task/${UNKNOWN_ID}`, { order: 1 }))).toEqual({ status: 404, error: 'NOT_FOUND' });
  });
});
