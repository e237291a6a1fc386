import * as Type from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { Count, dataOf } from './answers';
import { RecordId } from './recordCalls';

/** What a bulk call answers when it writes nothing: each record it could not take, and why (its own refusal code). */
export const BulkFailures = Type.Object({
  failures: Type.Array(Type.Object({ _id: Type.String(), error: Type.String({ description: "The record's refusal: NOT_FOUND, or a rule's code." }) })),
});

/** The most ids one bulk call takes. */
export const BULK_MAX_IDS = 10_000;

export const TASK_BULK = defineCall({
  method: 'POST',
  path: 'task/bulk',
  tag: 'task',
  summary: 'Deletes several catalogue tasks at once: every one or none',
  description:
    'Each task is checked first (it exists; no activity, preservation plan or digital process names it); one refused, nothing is deleted and ' +
    '409 BULK_REFUSED lists each refused id with its code.',
  access: { resource: 'task', operation: 'delete' },
  body: { json: Type.Object({ ids: Type.Array(RecordId, { minItems: 1, maxItems: BULK_MAX_IDS, uniqueItems: true }) }, { additionalProperties: false }) },
  answers: { 200: { description: 'Every task was deleted.', json: dataOf(Type.Object({ deleted: Count })) } },
  refusals: { 409: { codes: ['BULK_REFUSED'], json: BulkFailures } },
});
