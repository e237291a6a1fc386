import * as Type from 'typebox';
import type { Static, TSchema } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { Count, dataOf, PROJECT_VIEW_REFUSALS } from './answers';
import { RECORD_VIEW_REFUSALS } from './recordCalls';
import { ActivityTask, onlyFields, TypedText } from './taskWork';
import { CATALOGUE_CALL_PATHS } from './catalogueCallPaths';

/**
 * The activity detail calls of spec §7: the activity's tasks and element, its comments and
 * execution instructions (kept inside the activity record), and the lists `ofUser` and
 * `to-update`. Reading follows the activity's show rule, changing its tasks and element its
 * edit rule; comments and instructions have their own writers (NOTE_WRITERS).
 */

/**
 * Who may write comments and execution instructions: field members too, not only the
 * administrators who edit the activity itself (spec §6 leaves the detail open; READ_ONLY
 * reads only). ADMIN passes every list.
 */
export const NOTE_WRITERS = ['PROJECT_ADMIN', 'USER'] as const;
/** Longest comment and instruction, as the activity schema allows for instructions. */
export const NOTE_MAX = 1000;
/** Longest reason for deleting a comment. */
export const COMMENT_REASON_MAX = 500;
/** Most tasks one call may add or remove (a long checklist, with room). */
export const TASKS_PER_CALL_MAX = 500;

const READ = { resource: 'activity', operation: 'show' } as const;
const EDIT = { resource: 'activity', operation: 'edit' } as const;
const WRITE_NOTES = { roles: NOTE_WRITERS } as const;

/** A record id of the product: 24 lowercase hex characters. */
const ObjectId = Type.String({ pattern: '^[0-9a-f]{24}$' });
const DateTime = Type.String({ format: 'date-time' });
const ActivityId = Type.String({ description: 'The activity.' });
const ACTIVITY_PARAMS = Type.Object({ id: ActivityId });
const INSTRUCTION_PARAMS = Type.Object({ id: ActivityId, instrId: Type.String({ description: 'The execution instruction.' }) });

export const ActivityComment = Type.Object({
  _id: Type.String(),
  activityId: Type.String(),
  comment: Type.String(),
  userName: Type.Optional(Type.String({ description: "The author's name." })),
  createdAt: Type.Optional(DateTime),
  isDeleted: Type.Optional(Type.Boolean()),
  reasonDeletingComments: Type.Optional(Type.String({ description: 'Why it was deleted (deleted comments).' })),
});
export type ActivityComment = Static<typeof ActivityComment>;

export const ExecutionInstruction = Type.Object({ _id: Type.String(), description: Type.String(), createdAt: Type.Optional(DateTime) });
export type ExecutionInstruction = Static<typeof ExecutionInstruction>;

/** One task of an activity: the activity task, with its catalogue task's description. */
export const ActivityTaskRow = Type.Object({
  ...ActivityTask.properties,
  taskDescription: Type.Optional(Type.String({ description: "The catalogue task's description." })),
});
export type ActivityTaskRow = Static<typeof ActivityTaskRow>;

/** An activity as stored: the fields the app reads; the others of the activity resource come along. */
export const ActivityRecord = Type.Object(
  {
    _id: Type.String(),
    description: Type.String(),
    tag: Type.Optional(Type.String()),
    executionStatus: Type.Optional(Type.Integer({ minimum: 0, description: 'Activity status 0 to 14 (resources/activity-status.values.json).' })),
    projectId: Type.Optional(Type.String()),
    elementId: Type.Optional(Type.String()),
    source: Type.Optional(Type.String({ description: 'Where the record comes from: CERTIFICARE, EXCEL, FIC ...' })),
    origin: Type.Optional(Type.String({ description: 'FIC document kind: FVI, FVM, OP.' })),
    externalId: Type.Optional(Type.String()),
    plannedStartDate: Type.Optional(DateTime),
    lastUpdated: Type.Optional(DateTime),
    responsibles: Type.Optional(Type.Array(Type.String())),
    responsibleGroup: Type.Optional(Type.String()),
    tasks: Type.Optional(Type.Array(Type.String(), { description: "Ids of the activity's activity tasks." })),
  },
  { description: 'An activity (schemas/activity.schema.json has every field).' },
);
export type ActivityRecord = Static<typeof ActivityRecord>;

/** A success answer: `{data: payload}`. */
const answer = <S extends TSchema>(description: string, payload: S) => ({ description, json: dataOf(payload) });
/** What every call on one activity shares: its group, and the refusals of the activity asked for. */
const ON_ACTIVITY = { tag: 'activity', refusals: RECORD_VIEW_REFUSALS } as const;
/** A read of the activity in the path. */
const READ_ACTIVITY = { ...ON_ACTIVITY, method: 'GET', access: READ, params: ACTIVITY_PARAMS } as const;
/** A list of the request's project. */
const LIST_ACTIVITIES = {
  method: 'GET',
  tag: 'activity',
  access: READ,
  answers: { 200: { description: 'The activities and their number.', json: Type.Object({ data: Type.Array(ActivityRecord), total: Count }) } },
  refusals: PROJECT_VIEW_REFUSALS,
} as const;

export const ACTIVITIES_OF_USER = defineCall({
  ...LIST_ACTIVITIES,
  path: 'activity/ofUser',
  summary: "Activities of the request's project the caller is responsible for, alone or through a group, most recently updated first",
});

export const ACTIVITIES_TO_UPDATE = defineCall({
  ...LIST_ACTIVITIES,
  path: 'activity/to-update',
  summary: 'Activities imported from FIC (source FIC), whose progress the app reports back to FIC, most recently updated first',
});

export const ACTIVITY_TASKS = defineCall({
  ...READ_ACTIVITY,
  path: 'activity/{id}/tasks',
  summary: "The activity's tasks in order",
  answers: { 200: answer('The tasks.', Type.Array(ActivityTaskRow)) },
});

export const ACTIVITY_DETAILS = defineCall({
  ...READ_ACTIVITY,
  path: CATALOGUE_CALL_PATHS.activityDetails,
  summary: 'The activity with its tasks (records, in order) and its comments that are not deleted',
  answers: {
    200: answer('The activity.', Type.Object({ ...ActivityRecord.properties, comments: Type.Array(ActivityComment), tasks: Type.Array(ActivityTaskRow) })),
  },
});

const TaskIds = (description: string) => Type.Array(ObjectId, { minItems: 1, maxItems: TASKS_PER_CALL_MAX, uniqueItems: true, description });

export const ADD_ACTIVITY_TASKS = defineCall({
  ...ON_ACTIVITY,
  method: 'POST',
  path: 'activity/tasks',
  summary: 'Adds catalogue tasks to the activity: one activity task each, not started, numbered after the last one',
  description: 'A task id that names no catalogue task is a 400 VALIDATION_ERROR naming it (tasks.1); nothing is stored then.',
  access: EDIT,
  body: onlyFields({ activityId: ObjectId, tasks: TaskIds('Catalogue tasks (task resource).') }),
  answers: { 201: answer('The activity tasks created.', Type.Array(ActivityTask)) },
});

export const REMOVE_ACTIVITY_TASKS = defineCall({
  ...ON_ACTIVITY,
  method: 'POST',
  path: 'activity/disassociate-tasks',
  summary: 'Removes activity tasks from the activity',
  description: 'An activity task not of the activity is a 400 VALIDATION_ERROR naming it (activityTasksIds.1); none is removed then.',
  access: EDIT,
  body: onlyFields({ activityId: ObjectId, activityTasksIds: TaskIds("The activity's activity tasks.") }),
  answers: { 200: answer('What was removed.', Type.Object({ activityId: Type.String(), activityTasksIds: Type.Array(Type.String()) })) },
});

export const LINK_ACTIVITY_ELEMENT = defineCall({
  ...ON_ACTIVITY,
  method: 'PUT',
  path: 'activity/{id}/element/{elementId}',
  summary: 'Links the activity to another element',
  access: EDIT,
  params: Type.Object({ id: ActivityId, elementId: Type.String({ description: 'The element (404 NOT_FOUND when unknown).' }) }),
  answers: { 200: answer('The activity, changed.', ActivityRecord) },
});

export const CREATE_COMMENT = defineCall({
  ...ON_ACTIVITY,
  method: 'POST',
  path: 'activity/create-comment',
  summary: "Adds a comment to the activity, signed with the caller's name",
  access: WRITE_NOTES,
  body: onlyFields({ activityId: ObjectId, comment: TypedText(NOTE_MAX) }),
  answers: { 201: answer('The comment.', ActivityComment) },
});

export const ACTIVITY_COMMENTS = defineCall({
  ...READ_ACTIVITY,
  path: 'activity/{id}/load-activity-comments',
  summary: "The activity's comments, newest first, deleted ones left out",
  answers: { 200: answer('The comments.', Type.Array(ActivityComment)) },
});

export const DELETED_ACTIVITY_COMMENTS = defineCall({
  ...READ_ACTIVITY,
  path: 'activity/{id}/load-deleted-activity-comments',
  summary: "The activity's deleted comments with their reasons, newest first",
  answers: { 200: answer('The deleted comments.', Type.Array(ActivityComment)) },
});

export const DELETE_COMMENT = defineCall({
  ...ON_ACTIVITY,
  method: 'PUT',
  path: 'activity/{id}/delete-comment',
  summary: 'Deletes a comment, saying why; the reason is kept for the deleted list',
  access: WRITE_NOTES,
  params: ACTIVITY_PARAMS,
  body: onlyFields({ commentId: Type.String({ minLength: 1, maxLength: 64 }), reasonDeletingComments: TypedText(COMMENT_REASON_MAX) }),
  answers: { 200: answer('The comment, deleted.', ActivityComment) },
});

/** A write of an execution instruction. */
const WRITE_INSTRUCTION = { ...ON_ACTIVITY, access: WRITE_NOTES, params: INSTRUCTION_PARAMS } as const;
const InstructionBody = onlyFields({ description: TypedText(NOTE_MAX) });

export const EXECUTION_INSTRUCTIONS = defineCall({
  ...READ_ACTIVITY,
  path: 'activity/{id}/execution-instructions',
  summary: "The activity's execution instructions",
  answers: { 200: answer('The instructions.', Type.Array(ExecutionInstruction)) },
});

export const EXECUTION_INSTRUCTION = defineCall({
  ...READ_ACTIVITY,
  path: 'activity/{id}/execution-instructions/{instrId}',
  summary: 'One execution instruction',
  params: INSTRUCTION_PARAMS,
  answers: { 200: answer('The instruction.', ExecutionInstruction) },
});

export const ADD_EXECUTION_INSTRUCTION = defineCall({
  ...WRITE_INSTRUCTION,
  method: 'POST',
  path: 'activity/{id}/execution-instructions',
  summary: 'Adds an execution instruction',
  params: ACTIVITY_PARAMS,
  body: InstructionBody,
  answers: { 201: answer('The instruction.', ExecutionInstruction) },
});

export const CHANGE_EXECUTION_INSTRUCTION = defineCall({
  ...WRITE_INSTRUCTION,
  method: 'PUT',
  path: 'activity/{id}/execution-instructions/{instrId}',
  summary: 'Changes an execution instruction',
  body: InstructionBody,
  answers: { 200: answer('The instruction, changed.', ExecutionInstruction) },
});

export const DELETE_EXECUTION_INSTRUCTION = defineCall({
  ...WRITE_INSTRUCTION,
  method: 'DELETE',
  path: 'activity/{id}/execution-instructions/{instrId}',
  summary: 'Deletes an execution instruction',
  answers: { 200: answer('The instruction deleted.', ExecutionInstruction) },
});
