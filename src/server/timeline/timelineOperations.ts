import { AUDIT_KINDS } from '../audit/auditKinds';
import type { HandWrittenOperation } from '../openapi/handWrittenOperations';
import type { JsonSchema } from '../openapi/openApiTypes';

const text: JsonSchema = { type: 'string' };
const count: JsonSchema = { type: 'integer', minimum: 0 };

const entry: JsonSchema = {
  type: 'object',
  required: ['_id', 'collection', 'recordId', 'kind', 'changes', 'at'],
  properties: {
    _id: text,
    collection: text,
    recordId: text,
    kind: { type: 'string', enum: [...AUDIT_KINDS] },
    changes: { type: 'array', maxItems: 20, items: { type: 'object', required: ['field'], properties: { field: text, before: {}, after: {} } } },
    userId: text,
    userName: text,
    at: { type: 'string', format: 'date-time' },
    note: { type: 'string', description: "Why, in the author's words (a deletion's reason), or a history line of the record kept from before the trail began." },
  },
};

const page: JsonSchema = {
  type: 'object',
  required: ['items', 'count', 'kinds', 'subject'],
  properties: {
    items: { type: 'array', items: entry },
    count,
    kinds: { type: 'object', additionalProperties: count },
    subject: { type: 'object' },
  },
};

const textBody = (key: string): JsonSchema => ({ type: 'object', required: ['activityId', key], properties: { activityId: text, [key]: { type: 'string', minLength: 1, maxLength: 2000 } } });

const elementUpdate: JsonSchema = { type: 'object', required: ['elementId'], properties: { elementId: text, value: { type: 'string', maxLength: 200 }, isNotApplicable: { type: 'boolean' } } };

const QUERY = `Query: kind (comma list of ${AUDIT_KINDS.join(', ')}), skip, limit (default 50, at most 500). Newest first; kinds counts each kind with the filter left aside. 404 NOT_FOUND for an unknown subject.`;

/** The OpenAPI description of the timeline calls (src/server/timeline/timelineRoutes.ts). */
export function timelineOperations(): Record<string, HandWrittenOperation> {
  return {
    'GET timeline/activity/:activityId/task/:taskId': { tag: 'timeline', summary: `Audit trail of one activity task (the task must belong to the activity). ${QUERY}`, answer: page },
    'POST activity-task/:id/record': { tag: 'timeline', summary: "Add a record to the task's list (registers, each with its _id, date and author). activityId must be the task's. Older data's single register text is folded into the list.", roles: ['PROJECT_ADMIN', 'USER'], body: textBody('record'), answer: { type: 'object' }, bare: true },
    'PUT activity-task/:id/record': {
      tag: 'timeline',
      summary: "Edit one record of the task: recordId names it (it may be left out when the task has a single record); 404 RECORD_NOT_FOUND. activityId must be the task's.",
      roles: ['PROJECT_ADMIN', 'USER'],
      body: { type: 'object', required: ['activityId', 'record'], properties: { activityId: text, recordId: text, record: { type: 'string', minLength: 1, maxLength: 2000 } } },
      answer: { type: 'object' },
      bare: true,
    },
    'PUT activity-task/:id/record/:recordId': {
      tag: 'timeline',
      summary: "Delete one record of the task, saying why: 400 REASON_REQUIRED (missing, blank or not a text), REASON_TOO_LONG (over 2000 characters), 404 RECORD_NOT_FOUND. The reason is kept in customHistory and as the note of the timeline's entry.",
      roles: ['PROJECT_ADMIN', 'USER'],
      body: { type: 'object', required: ['reasonDeletingRegistersOrMedias'], properties: { reasonDeletingRegistersOrMedias: { type: 'string', minLength: 1, maxLength: 2000 } } },
      answer: { type: 'object' },
      bare: true,
    },
    'PUT activity-task/update-elementcheck': {
      tag: 'timeline',
      summary: "Check elements of a task (its elementChildrensValues): elementUpdate is one {elementId, value?, isNotApplicable?} or a list of up to 200, each with a value or the flag. 400 VALIDATION_ERROR naming the field (elementUpdate.0.value ...), 404 ELEMENT_NOT_IN_TASK for an element the task does not check; all or nothing is written. activityId must be the task's.",
      roles: ['PROJECT_ADMIN', 'USER'],
      body: {
        type: 'object',
        required: ['activityId', 'taskId', 'elementUpdate'],
        properties: { activityId: text, taskId: text, elementUpdate: { oneOf: [elementUpdate, { type: 'array', minItems: 1, maxItems: 200, items: elementUpdate }] } },
      },
      answer: { type: 'object' },
      bare: true,
    },
    'PUT activity-task/:id/justification': { tag: 'timeline', summary: 'Set the task\'s justification. activityId must be the task\'s.', roles: ['PROJECT_ADMIN', 'USER'], body: textBody('justification'), answer: { type: 'object' }, bare: true },
    'PUT activity-task/:id/justification-delete': {
      tag: 'timeline',
      summary: 'Delete the task\'s justification with a reason (kept in customHistory and as the note of the timeline\'s entry); 409 NO_JUSTIFICATION when it has none.',
      roles: ['PROJECT_ADMIN', 'USER'],
      body: { type: 'object', required: ['reasonDeletion'], properties: { elementType: text, responsible: text, date: text, reasonDeletion: { type: 'string', minLength: 1, maxLength: 2000 } } },
      answer: { type: 'object' },
      bare: true,
    },
    'GET timeline/element/:elementId': { tag: 'timeline', summary: `Audit trail of one element. ${QUERY}`, answer: page },
    'GET timeline/pendency/:pendencyId': { tag: 'timeline', summary: `Audit trail of one pendency. ${QUERY}`, answer: page },
  };
}
