import * as Type from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { Count, dataOf, PROJECT_VIEW_REFUSALS } from './answers';
import { RecordId } from './recordCalls';
import { BULK_MAX_IDS, BulkFailures } from './taskBulk';

/**
 * Spec §7, activity: POST activity/assign, the group assignment. Unlike the list's
 * assign-activities (which assigns what it can and answers the rest), every activity is
 * assigned or none: one refused, nothing changes.
 */
export const ACTIVITY_ASSIGN = defineCall({
  method: 'POST',
  path: 'activity/assign',
  tag: 'activity',
  summary: "Assigns activities to a user group of the request's project: every one or none",
  description:
    '404 NOT_FOUND for an unknown group or one of another project. Each activity is checked first (it exists in the project; it is not ' +
    'concluded); one refused, nothing changes and 409 BULK_REFUSED lists each refused id with its code.',
  access: { resource: 'activity', action: 'assignToGroup' },
  body: {
    json: Type.Object(
      { groupId: RecordId, activityIds: Type.Array(RecordId, { minItems: 1, maxItems: BULK_MAX_IDS, uniqueItems: true }) },
      { additionalProperties: false },
    ),
  },
  answers: { 200: { description: 'Every activity is assigned to the group.', json: dataOf(Type.Object({ assigned: Count })) } },
  refusals: { ...PROJECT_VIEW_REFUSALS, 404: ['NOT_FOUND'], 409: { codes: ['BULK_REFUSED'], json: BulkFailures } },
});
