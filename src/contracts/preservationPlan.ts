import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { dataOf } from './answers';
import { RecordId, recordWith } from './recordCalls';

/** Spec §7, preservation plan: GET preservation-plan/{id}/tasks, the plan's tasks in their order. */

const PlanTask = recordWith(
  {
    _id: RecordId,
    planId: RecordId,
    taskId: RecordId,
    task: Type.Union([recordWith({ _id: RecordId, description: Type.String() }), Type.Null()], {
      description: 'The catalogue task the plan task names, as GET task/{id} answers it (null if it is gone).',
    }),
  },
  'A task of the plan, as GET preservation-plan-task/{id} answers it, with its catalogue task.',
);
export type PreservationPlanTaskRow = Static<typeof PlanTask>;

export const PRESERVATION_PLAN_TASKS = defineCall({
  method: 'GET',
  path: 'preservation-plan/{id}/tasks',
  tag: 'preservation-plan',
  summary: "A preservation plan's tasks in their order, each with the catalogue task it names",
  description: '404 NOT_FOUND for an unknown plan.',
  access: { resource: 'preservation-plan-task', operation: 'list' },
  params: Type.Object({ id: RecordId }),
  answers: { 200: { description: 'The tasks, by order.', json: dataOf(Type.Array(PlanTask)) } },
  refusals: { 404: ['NOT_FOUND'] },
});
