import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { dataOf } from './answers';
import { RecordId } from './recordCalls';

/** One state of an activity type (spec §3): a status its activities take, and whether it concludes them. */
export const ActivityTypeState = Type.Object({
  status: Type.Integer({ minimum: 0, description: "An activity status, by its code (the activity-status value set's)." }),
  conclusive: Type.Boolean({ description: 'Whether an activity in this status is done.' }),
});
export type ActivityTypeState = Static<typeof ActivityTypeState>;

/** Spec §7, activity type: GET activity-type/{id}/status. */
export const ACTIVITY_TYPE_STATES = defineCall({
  method: 'GET',
  path: 'activity-type/{id}/status',
  tag: 'activity-type',
  summary: "An activity type's states: the statuses its activities take, the conclusive ones marked",
  description: 'In the order the type lists them; 404 NOT_FOUND for an unknown activity type.',
  access: { resource: 'activity-type', operation: 'show' },
  params: Type.Object({ id: RecordId }),
  answers: { 200: { description: 'The states.', json: dataOf(Type.Array(ActivityTypeState)) } },
  refusals: { 404: ['NOT_FOUND'] },
});
