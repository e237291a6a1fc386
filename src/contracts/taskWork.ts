import * as Type from 'typebox';
import type { Static, TSchema } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { RECORD_VIEW_REFUSALS } from './recordCalls';

/**
 * The work on an activity task of spec §4 and §7 besides its status: its records (add,
 * edit, delete with a reason), its justification (set, delete with a reason) and its
 * element check. Each answers the task as stored after the change (not wrapped in `data`).
 */

/** Longest record, justification or reason of a task (the activity-task schema's bound). */
export const TASK_TEXT_MAX = 2000;
/** Longest value of one checked element. */
export const ELEMENT_VALUE_MAX = 200;
/** Most element updates one call takes. */
export const ELEMENT_UPDATES_MAX = 200;

/** A JSON body of these fields, and no other. */
export const onlyFields = <P extends Record<string, TSchema>>(properties: P) => ({ json: Type.Object(properties, { additionalProperties: false }) });

/** A text typed by a user: at least one character that is not a space; the server keeps it trimmed. */
export const TypedText = (maxLength: number) =>
  Type.String({ maxLength, pattern: '\\S', description: `Not blank, ${maxLength} characters at most; kept trimmed.` });

const DateTime = Type.String({ format: 'date-time' });

const TaskRecord = Type.Object({
  _id: Type.String(),
  record: Type.String(),
  date: Type.Optional(DateTime),
  userId: Type.Optional(Type.String()),
  userName: Type.Optional(Type.String()),
});
export type TaskRecord = Static<typeof TaskRecord>;

const ElementValue = Type.Object({
  elementId: Type.String(),
  element: Type.Optional(Type.String({ description: "The element's identifier, as the task shows it." })),
  value: Type.Optional(Type.String()),
  isNotApplicable: Type.Optional(Type.Boolean()),
});

const HistoryLine = Type.Object({ date: Type.Optional(Type.String()), userName: Type.Optional(Type.String()), description: Type.Optional(Type.String()) });

/** An activity task as stored: the fields its work reads and writes; the others of the activity-task resource come along. */
export const ActivityTask = Type.Object(
  {
    _id: Type.String(),
    activityId: Type.String(),
    task: Type.String({ description: 'The catalogue task (task resource).' }),
    order: Type.Integer({ minimum: 0 }),
    status: Type.Integer({ minimum: 0, description: 'Activity status 0 to 14 (resources/activity-status.values.json).' }),
    projectId: Type.Optional(Type.String()),
    lastUpdated: Type.Optional(DateTime),
    responsibleId: Type.Optional(Type.String()),
    justification: Type.Optional(Type.String()),
    justificationDeleted: Type.Optional(Type.Boolean()),
    register: Type.Optional(Type.String({ description: "Older data's single record, read as the first of registers and folded into them at the next write." })),
    registers: Type.Optional(Type.Array(TaskRecord)),
    elementChildrensValues: Type.Optional(Type.Array(ElementValue)),
    customHistory: Type.Optional(Type.Array(HistoryLine)),
  },
  { description: 'An activity task (schemas/activity-task.schema.json has every field).' },
);
export type ActivityTask = Static<typeof ActivityTask>;

/**
 * What every task call shares: whoever may edit activity tasks does the work on them; the
 * refusals of the request's project, of a task out of it and of an unknown task; the task
 * answered as stored after the change.
 */
const TASK_CALL = {
  tag: 'timeline',
  access: { resource: 'activity-task', operation: 'edit' },
  answers: { 200: { description: 'The task, changed.', json: ActivityTask } },
  refusals: RECORD_VIEW_REFUSALS,
} as const;
const TaskId = Type.String({ description: 'The activity task.' });
/** A call on the task in the path. */
const ON_TASK = { ...TASK_CALL, params: Type.Object({ id: TaskId }) } as const;
/** The task's own activity, which the calls repeat; `x-record-value` tells a client the value is a copy of the task's. */
const ACTIVITY_ID = Type.String({
  minLength: 1,
  'x-record-value': 'activityId',
  description: "The task's activity: it must be the task's own (400 TASK_ACTIVITY_MISMATCH otherwise).",
});
/** The refusals of a call naming the task's activity: another activity than the task's is its own 400. */
const NAMING_ACTIVITY = { ...TASK_CALL.refusals, 400: [...TASK_CALL.refusals[400], 'TASK_ACTIVITY_MISMATCH'] } as const;
const TASK_OR_RECORD_MISSING = { ...TASK_CALL.refusals, 404: ['NOT_FOUND', 'RECORD_NOT_FOUND'] } as const;

export const ADD_TASK_RECORD = defineCall({
  ...ON_TASK,
  method: 'POST',
  path: 'activity-task/{id}/record',
  summary: "Adds a record to the task's list (registers), with its id, date and author",
  description:
    "Older data's single register text is folded into the list. A task holding the schema's most records (maxItems) refuses one more (400 TASK_RECORDS_FULL on record).",
  body: onlyFields({ activityId: ACTIVITY_ID, record: TypedText(TASK_TEXT_MAX) }),
  refusals: { ...NAMING_ACTIVITY, 400: [...NAMING_ACTIVITY[400], 'TASK_RECORDS_FULL'] },
});

export const EDIT_TASK_RECORD = defineCall({
  ...ON_TASK,
  method: 'PUT',
  path: 'activity-task/{id}/record',
  summary: 'Changes one record of the task, signed anew with the date and author',
  body: onlyFields({
    activityId: ACTIVITY_ID,
    recordId: Type.Optional(Type.String({ description: 'The record: may be left out when the task has a single one (400 RECORD_ID_REQUIRED otherwise).' })),
    record: TypedText(TASK_TEXT_MAX),
  }),
  refusals: { ...TASK_OR_RECORD_MISSING, 400: [...NAMING_ACTIVITY[400], 'RECORD_ID_REQUIRED'] },
});

export const DELETE_TASK_RECORD = defineCall({
  ...TASK_CALL,
  method: 'PUT',
  path: 'activity-task/{id}/record/{recordId}',
  summary: 'Deletes one record of the task, saying why',
  description: "The reason is kept in the task's customHistory and as the note of the timeline's entry.",
  params: Type.Object({ id: TaskId, recordId: Type.String({ description: "The record (the task's own id for older data's single record)." }) }),
  body: onlyFields({
    reasonDeletingRegistersOrMedias: Type.Optional(
      Type.String({ description: `Why, 1 to ${TASK_TEXT_MAX} characters: missing or blank is 400 REASON_REQUIRED, longer 400 REASON_TOO_LONG.` }),
    ),
  }),
  refusals: { ...TASK_OR_RECORD_MISSING, 400: [...TASK_CALL.refusals[400], 'REASON_REQUIRED', 'REASON_TOO_LONG'] },
});

export const SET_JUSTIFICATION = defineCall({
  ...ON_TASK,
  method: 'PUT',
  path: 'activity-task/{id}/justification',
  summary: "Sets the task's justification",
  body: onlyFields({ activityId: ACTIVITY_ID, justification: TypedText(TASK_TEXT_MAX) }),
  refusals: NAMING_ACTIVITY,
});

export const DELETE_JUSTIFICATION = defineCall({
  ...ON_TASK,
  method: 'PUT',
  path: 'activity-task/{id}/justification-delete',
  summary: "Deletes the task's justification with a reason",
  description: "The reason is kept in the task's customHistory and as the note of the timeline's entry.",
  body: onlyFields({
    reasonDeletion: TypedText(TASK_TEXT_MAX),
    elementType: Type.Optional(Type.String({ description: 'Sent by the app (TASK); not stored.' })),
    responsible: Type.Optional(Type.String({ description: 'Sent by the app; not stored (the author is the caller).' })),
    date: Type.Optional(Type.String({ description: 'Sent by the app; not stored (the date is the server’s).' })),
  }),
  refusals: { ...TASK_CALL.refusals, 409: ['NO_JUSTIFICATION'] },
});

const ElementUpdate = Type.Object(
  {
    elementId: Type.String({ minLength: 1 }),
    value: Type.Optional(Type.String({ maxLength: ELEMENT_VALUE_MAX })),
    isNotApplicable: Type.Optional(Type.Boolean()),
  },
  {
    additionalProperties: false,
    anyOf: [{ required: ['value'] }, { required: ['isNotApplicable'] }],
    description: 'One element the task checks: its value, its not-applicable flag, or both.',
  },
);
export type ElementUpdate = Static<typeof ElementUpdate>;

export const UPDATE_ELEMENT_CHECK = defineCall({
  ...TASK_CALL,
  method: 'PUT',
  path: 'activity-task/update-elementcheck',
  summary: 'Checks elements of a task (its elementChildrensValues): the value and/or the not-applicable flag of each named',
  description: 'An element the task does not check is a 404 ELEMENT_NOT_IN_TASK; all or nothing is written.',
  body: onlyFields({
    activityId: ACTIVITY_ID,
    taskId: Type.String({ minLength: 1, description: 'The activity task.' }),
    elementUpdate: Type.Union([ElementUpdate, Type.Array(ElementUpdate, { minItems: 1, maxItems: ELEMENT_UPDATES_MAX })], {
      description: `One update, or a list of 1 to ${ELEMENT_UPDATES_MAX}.`,
    }),
  }),
  refusals: { ...NAMING_ACTIVITY, 404: ['NOT_FOUND', 'ELEMENT_NOT_IN_TASK'] },
});
