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

const QUERY = `Query: kind (comma list of ${AUDIT_KINDS.join(', ')}), skip, limit (default 50, at most 500). Newest first; kinds counts each kind with the filter left aside. 404 NOT_FOUND for an unknown subject.`;

/** The OpenAPI description of the timeline calls (src/server/timeline/timelineRoutes.ts). */
export function timelineOperations(): Record<string, HandWrittenOperation> {
  return {
    'GET timeline/activity/:activityId/task/:taskId': { tag: 'timeline', summary: `Audit trail of one activity task (the task must belong to the activity). ${QUERY}`, answer: page },
    'GET timeline/element/:elementId': { tag: 'timeline', summary: `Audit trail of one element. ${QUERY}`, answer: page },
    'GET timeline/pendency/:pendencyId': { tag: 'timeline', summary: `Audit trail of one pendency. ${QUERY}`, answer: page },
  };
}
