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

const QUERY = `Query: kind (comma list of ${AUDIT_KINDS.join(', ')}), skip, limit (default 50, at most 500). Newest first; kinds counts each kind with the filter left aside. 404 NOT_FOUND for an unknown subject.`;

/** The OpenAPI description of the timeline calls (src/server/timeline/timelineRoutes.ts). */
export function timelineOperations(): Record<string, HandWrittenOperation> {
  return {
    'GET timeline/activity/:activityId/task/:taskId': { tag: 'timeline', summary: `Audit trail of one activity task (the task must belong to the activity). ${QUERY}`, answer: page },
    'POST activity-task/:id/record': { tag: 'timeline', summary: 'Add the task\'s record (409 RECORD_ALREADY_EXISTS when it has one). activityId must be the task\'s.', roles: ['PROJECT_ADMIN', 'USER'], body: textBody('record'), answer: { type: 'object' }, bare: true },
    'PUT activity-task/:id/record': { tag: 'timeline', summary: 'Edit the task\'s record. activityId must be the task\'s.', roles: ['PROJECT_ADMIN', 'USER'], body: textBody('record'), answer: { type: 'object' }, bare: true },
    'PUT activity-task/:id/justification': { tag: 'timeline', summary: 'Set the task\'s justification. activityId must be the task\'s.', roles: ['PROJECT_ADMIN', 'USER'], body: textBody('justification'), answer: { type: 'object' }, bare: true },
    'PUT activity-task/:id/justification-delete': {
      tag: 'timeline',
      summary: 'Delete the task\'s justification with a reason (kept in customHistory); 409 NO_JUSTIFICATION when it has none.',
      roles: ['PROJECT_ADMIN', 'USER'],
      body: { type: 'object', required: ['reasonDeletion'], properties: { elementType: text, responsible: text, date: text, reasonDeletion: { type: 'string', minLength: 1, maxLength: 2000 } } },
      answer: { type: 'object' },
      bare: true,
    },
    'GET timeline/element/:elementId': { tag: 'timeline', summary: `Audit trail of one element. ${QUERY}`, answer: page },
    'GET timeline/pendency/:pendencyId': { tag: 'timeline', summary: `Audit trail of one pendency. ${QUERY}`, answer: page },
  };
}
