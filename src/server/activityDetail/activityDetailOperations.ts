import type { HandWrittenOperation } from '../openapi/handWrittenOperations';
import type { JsonSchema } from '../openapi/openApiTypes';

const text: JsonSchema = { type: 'string' };
const id: JsonSchema = { type: 'string', pattern: '^[0-9a-f]{24}$' };
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: 'object', required, properties });
const activity: JsonSchema = { type: 'object', description: 'An activity record (see the activity resource).' };
const activities: JsonSchema = { type: 'array', items: activity };
const activityTask: JsonSchema = { type: 'object', description: 'An activity-task record; `taskDescription` is its catalogue task.' };
const comment = object({ _id: text, activityId: text, comment: text, userName: text, createdAt: { type: 'string', format: 'date-time' }, isDeleted: { type: 'boolean' }, reasonDeletingComments: text }, ['_id', 'activityId', 'comment']);
const instruction = object({ _id: text, description: text, createdAt: { type: 'string', format: 'date-time' } }, ['_id', 'description']);
const instructionBody = object({ description: { type: 'string', minLength: 1, maxLength: 1000 } }, ['description']);
const EDITORS = ['PROJECT_ADMIN'] as const;
const NOTE_WRITERS = ['PROJECT_ADMIN', 'USER'] as const;

/** The activity detail calls (src/server/activityDetail), keyed as the route table declares them. */
export const ACTIVITY_DETAIL_OPERATIONS: Readonly<Record<string, HandWrittenOperation>> = {
  'GET activity/ofUser': { tag: 'activity', summary: "Activities of the request's project the caller is responsible for, alone or through a group, most recently updated first", answer: activities },
  'GET activity/to-update': { tag: 'activity', summary: "Activities imported from FIC (source FIC), whose progress the app reports back to FIC, most recently updated first", answer: activities },
  'GET activity/:id/tasks': { tag: 'activity', summary: "The activity's tasks in order", answer: { type: 'array', items: activityTask } },
  'GET activity/:id/details-with-tasks': { tag: 'activity', summary: 'The activity with its tasks (records) and its comments that are not deleted', answer: activity },
  'POST activity/tasks': {
    tag: 'activity',
    summary: 'Adds catalogue tasks to the activity: one activity task each, not started, numbered after the last one',
    roles: EDITORS,
    created: true,
    body: object({ activityId: id, tasks: { type: 'array', items: id, minItems: 1, maxItems: 500, uniqueItems: true } }, ['activityId', 'tasks']),
    answer: { type: 'array', items: activityTask },
  },
  'POST activity/disassociate-tasks': {
    tag: 'activity',
    summary: 'Removes activity tasks from the activity (400 when one is not of it)',
    roles: EDITORS,
    body: object({ activityId: id, activityTasksIds: { type: 'array', items: id, minItems: 1, maxItems: 500, uniqueItems: true } }, ['activityId', 'activityTasksIds']),
    answer: object({ activityId: text, activityTasksIds: { type: 'array', items: text } }),
  },
  'PUT activity/:id/element/:elementId': { tag: 'activity', summary: "Links the activity to another element (404 for an unknown element)", roles: EDITORS, answer: activity },
  'POST activity/create-comment': { tag: 'activity', summary: 'Adds a comment to the activity, signed with the caller’s name', roles: NOTE_WRITERS, created: true, body: object({ activityId: id, comment: { type: 'string', minLength: 1, maxLength: 1000 } }, ['activityId', 'comment']), answer: comment },
  'GET activity/:id/load-activity-comments': { tag: 'activity', summary: "The activity's comments, newest first, deleted ones left out", answer: { type: 'array', items: comment } },
  'GET activity/:id/load-deleted-activity-comments': { tag: 'activity', summary: "The activity's deleted comments with their reasons, newest first", answer: { type: 'array', items: comment } },
  'PUT activity/:id/delete-comment': {
    tag: 'activity',
    summary: 'Deletes a comment; the reason is required (400 VALIDATION_ERROR without it) and kept for the deleted list',
    roles: NOTE_WRITERS,
    body: object({ commentId: text, reasonDeletingComments: { type: 'string', minLength: 1, maxLength: 500 } }, ['commentId', 'reasonDeletingComments']),
    answer: comment,
  },
  'GET activity/:id/execution-instructions': { tag: 'activity', summary: "The activity's execution instructions", answer: { type: 'array', items: instruction } },
  'GET activity/:id/execution-instructions/:instrId': { tag: 'activity', summary: 'One execution instruction', answer: instruction },
  'POST activity/:id/execution-instructions': { tag: 'activity', summary: 'Adds an execution instruction', roles: NOTE_WRITERS, created: true, body: instructionBody, answer: instruction },
  'PUT activity/:id/execution-instructions/:instrId': { tag: 'activity', summary: 'Changes an execution instruction', roles: NOTE_WRITERS, body: instructionBody, answer: instruction },
  'DELETE activity/:id/execution-instructions/:instrId': { tag: 'activity', summary: 'Deletes an execution instruction', roles: NOTE_WRITERS, answer: instruction },
};
