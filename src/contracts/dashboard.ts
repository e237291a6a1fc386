import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { Count, dataOf, SCOPE_VIEW_REFUSALS } from './answers';

/** The dashboard calls of spec §7, counted for the request's project narrowed to the scope chosen in the tree (soft-deleted records left out). */

const StatusCount = Type.Object({ status: Type.Union([Type.String(), Type.Number()]), count: Count });
export type StatusCount = Static<typeof StatusCount>;

const TotalByStatus = Type.Object({ total: Count, items: Type.Array(StatusCount) });
/** `GET dashboard/totalByStatus`: every value of the status set in its order (zeros kept, so the chart's bars stay put), and the sum. */
export type TotalByStatus = Static<typeof TotalByStatus>;

export const TOTAL_BY_STATUS = defineCall({
  method: 'GET',
  path: 'dashboard/totalByStatus',
  tag: 'dashboard',
  summary: "Activities of the request's project per execution status: every status of activity-status in order, zeros kept, and their sum",
  access: { resource: 'activity', operation: 'list' },
  answers: { 200: { description: 'The counts.', json: dataOf(TotalByStatus) } },
  refusals: SCOPE_VIEW_REFUSALS,
});

const TotalTasksAssigned = Type.Object({ total: Count, assignedToMe: Count, assignedToOthers: Count, notAssigned: Count });
/** `GET dashboard/totalTasksAtrib`: the open tasks of the project (status not in a conclusive phase) and who holds them. */
export type TotalTasksAssigned = Static<typeof TotalTasksAssigned>;

export const TOTAL_TASKS_ASSIGNED = defineCall({
  method: 'GET',
  path: 'dashboard/totalTasksAtrib',
  tag: 'dashboard',
  summary: "Open activity tasks of the request's project (status not in a conclusive phase): assigned to the caller, to someone else, to nobody",
  access: { resource: 'activity-task', operation: 'list' },
  answers: {
    200: { description: 'The counts.', json: dataOf(TotalTasksAssigned) },
  },
  refusals: SCOPE_VIEW_REFUSALS,
});

/** How many not-assigned activities the card lists by default, and at most. */
export const NOT_ASSIGNED_FIRST = { default: 5, max: 50 } as const;

const NotAssignedActivity = Type.Object({
  _id: Type.String(),
  description: Type.String(),
  tag: Type.String(),
  executionStatus: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()])),
  plannedStartDate: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
});

const ActivitiesNotAssigned = Type.Object({ count: Count, activitiesNotAssigned: Type.Array(NotAssignedActivity) });
/** `GET dashboard/totalActivityNaoAtrib`: open activities with neither a responsible user nor a group, the first few by planned start. */
export type ActivitiesNotAssigned = Static<typeof ActivitiesNotAssigned>;

export const ACTIVITIES_NOT_ASSIGNED = defineCall({
  method: 'GET',
  path: 'dashboard/totalActivityNaoAtrib',
  tag: 'dashboard',
  summary: "Open activities of the request's project with no responsible user and no responsible group: their count and the first few by planned start",
  access: { resource: 'activity', operation: 'list' },
  query: Type.Object({
    limit: Type.Optional(
      Type.Integer({ minimum: 0, maximum: NOT_ASSIGNED_FIRST.max, description: `How many to list (default ${NOT_ASSIGNED_FIRST.default}).` }),
    ),
  }),
  answers: {
    200: {
      description: 'The count and the first activities.',
      json: dataOf(ActivitiesNotAssigned),
    },
  },
  refusals: SCOPE_VIEW_REFUSALS,
});
