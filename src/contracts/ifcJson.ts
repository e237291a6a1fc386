import * as Type from 'typebox';
import type { Static, TSchema } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { PROJECT_VIEW_REFUSALS, SCOPE_VIEW_REFUSALS } from './answers';
import { PageQuery, RECORD_VIEW_REFUSALS } from './recordCalls';

/**
 * The public integration API under `/api/v1` (spec §2, the IFC-JSON specifications page):
 * activities, tasks and pendencies as IFC-JSON documents, each object named by its IFC type.
 * The objects' shapes are those of schemas/ifcjson/ (a test holds the two together); their
 * records are those of the request's project, as everywhere in the API.
 */

/** A record's id as the store writes it (IFC's `globalId`). */
const OBJECT_ID = '^[0-9a-f]{24}$';
const ObjectId = Type.String({ pattern: OBJECT_ID });
const Timestamp = Type.String({ format: 'date-time' });
/** An activity (or activity task) status: 0 to 14 (resources/activity-status.values.json). */
const ActivityStatus = Type.Integer({ minimum: 0, maximum: 14 });

/** A pendency's classifications and statuses (schemas/pendency.schema.json, resources/pendency-status.values.json). */
export const PENDENCY_CLASSIFICATIONS = ['IMPEDITIVE', 'NON_IMPEDITIVE'] as const;
export const PENDENCY_STATUSES = ['DRAFT', 'AWAITING_EVALUATION', 'AWAITING_INFORMATION', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
const PENDENCY_ORIGINS = ['ACTIVITY', 'DIGITAL_PROCESS', 'INSPECTION', 'EXTERNAL_SYSTEM'] as const;

/** The envelope of every `/api/v1` answer (ifcJSON, buildingSMART): a header and the objects in `data`. `data` is a list, also for one object. */
const ifcJsonDocument = <T extends TSchema>(item: T) =>
  Type.Object(
    {
      type: Type.Literal('ifcJSON'),
      version: Type.Literal('0.0.1'),
      schemaIdentifier: Type.Literal('IFC4'),
      originatingSystem: Type.String({ minLength: 1 }),
      timeStamp: Timestamp,
      count: Type.Optional(Type.Integer({ minimum: 0, description: 'Lists that page (limit, skip): how many objects match in all.' })),
      data: Type.Array(item),
    },
    { additionalProperties: false },
  );
export type IfcJsonDocument<T> = Omit<Static<ReturnType<typeof ifcJsonDocument>>, 'data'> & { data: T[] };

const closed = { additionalProperties: false } as const;

const IfcProject = Type.Object(
  { type: Type.Literal('IfcProject'), globalId: ObjectId, name: Type.String(), code: Type.Optional(Type.String()), description: Type.Optional(Type.String()) },
  closed,
);
export type IfcProject = Static<typeof IfcProject>;

const IfcActivityTask = Type.Object(
  {
    type: Type.Literal('IfcTask'),
    globalId: ObjectId,
    objectType: Type.Literal('ACTIVITY_TASK'),
    activityId: ObjectId,
    task: ObjectId,
    description: Type.Optional(Type.String({ description: 'The description of its catalogue task.' })),
    order: Type.Integer({ minimum: 0 }),
    status: ActivityStatus,
    lastUpdated: Type.Optional(Timestamp),
    responsibleId: Type.Optional(ObjectId),
    projectId: Type.Optional(ObjectId),
  },
  closed,
);
export type IfcActivityTask = Static<typeof IfcActivityTask>;

const IfcActivity = Type.Object(
  {
    type: Type.Literal('IfcTask'),
    globalId: ObjectId,
    objectType: Type.Literal('ACTIVITY'),
    description: Type.String(),
    tag: Type.Optional(Type.String()),
    tagDescription: Type.Optional(Type.String()),
    elementId: Type.Optional(ObjectId),
    place: Type.Optional(Type.String()),
    executionStatus: Type.Optional(ActivityStatus),
    lastUpdated: Type.Optional(Timestamp),
    externalId: Type.Optional(Type.String()),
    documentType: Type.Optional(Type.Enum(['FVI', 'FVM', 'OP'])),
    disciplineId: Type.Optional(ObjectId),
    projectId: Type.Optional(ObjectId),
    plannedStartDate: Type.Optional(Timestamp),
    tasks: Type.Array(IfcActivityTask),
  },
  closed,
);
export type IfcActivity = Static<typeof IfcActivity>;

const IfcTaskType = Type.Object(
  {
    type: Type.Literal('IfcTaskType'),
    globalId: ObjectId,
    description: Type.String(),
    translations: Type.Optional(Type.Array(Type.Object({ language: Type.Enum(['pt', 'en', 'es']), description: Type.String() }))),
    source: Type.Optional(Type.Enum(['CERTIFICARE', 'FIC', 'EXCEL'])),
    disciplineId: Type.Optional(ObjectId),
    order: Type.Optional(Type.Integer({ minimum: 0 })),
    status: Type.Optional(Type.Enum([0, 1], { description: '0 inactive, 1 active.' })),
  },
  closed,
);
export type IfcTaskType = Static<typeof IfcTaskType>;

const IfcTag = Type.Object(
  {
    type: Type.Literal('IfcElement'),
    globalId: ObjectId,
    tag: Type.String(),
    name: Type.Optional(Type.String({ description: "The activity's tag description." })),
  },
  closed,
);
export type IfcTag = Static<typeof IfcTag>;

const IfcTaskStatus = Type.Object(
  { type: Type.Literal('TaskStatus'), globalId: ObjectId, status: ActivityStatus, name: Type.String(), explanationRequired: Type.Optional(Type.Boolean()) },
  closed,
);
export type IfcTaskStatus = Static<typeof IfcTaskStatus>;

const Classification = Type.Enum(PENDENCY_CLASSIFICATIONS);
const PendencyStatus = Type.Enum(PENDENCY_STATUSES);
const PendencyOrigin = Type.Object({ originType: Type.Optional(Type.Enum(PENDENCY_ORIGINS)) });
/**
 * The id of a record of `resource`, which must exist: `x-reference` names the resource, as
 * the entity writes of the API document do; an id naming no record is 400 REFERENCE_NOT_FOUND.
 */
const IdOf = (resource: string) => Type.String({ pattern: OBJECT_ID, 'x-reference': resource });
const Events = Type.Array(IdOf('event'), {
  uniqueItems: true,
  description: 'The events that caused the pendency: at least one (400 EVENT_SELECTION_REQUIRED otherwise).',
});

const IfcPendency = Type.Object(
  {
    type: Type.Literal('IfcActionRequest'),
    globalId: ObjectId,
    publicId: Type.String({ pattern: '^PND-[0-9]{6}$', description: 'The public code.' }),
    name: Type.String(),
    classification: Classification,
    status: PendencyStatus,
    elements: Type.Optional(Type.Array(ObjectId)),
    assignedUser: Type.Optional(ObjectId),
    events: Type.Array(ObjectId),
    limitDate: Type.Optional(Timestamp),
    disciplineId: Type.Optional(ObjectId),
    projectId: Type.Optional(ObjectId),
    activityId: Type.Optional(ObjectId),
    pendencyOrigin: Type.Optional(PendencyOrigin),
    isInternal: Type.Optional(Type.Boolean({ description: 'false: received from the external system, and changed only there.' })),
    source: Type.Optional(Type.Enum(['CERTIFICARE', 'EXTERNAL_API'])),
    pendencyId: Type.Optional(Type.String({ description: "The pendency's id in the external system." })),
    createdAt: Type.Optional(Timestamp),
    updatedAt: Type.Optional(Timestamp),
  },
  closed,
);
export type IfcPendency = Static<typeof IfcPendency>;

const IfcPendencyClassification = Type.Object({ type: Type.Literal('PendencyClassification'), value: Classification }, closed);
export type IfcPendencyClassification = Static<typeof IfcPendencyClassification>;

const IfcPendencyStatus = Type.Object({ type: Type.Literal('PendencyStatus'), value: PendencyStatus, activityStatus: ActivityStatus }, closed);
export type IfcPendencyStatus = Static<typeof IfcPendencyStatus>;

/**
 * The fields the external system may send besides name and classification; the pendency's
 * own rules then apply (400 with field errors; REFERENCE_NOT_FOUND for an id naming no record).
 */
const pendencyFields = {
  status: Type.Optional(PendencyStatus),
  events: Type.Optional(Events),
  elements: Type.Optional(Type.Array(IdOf('element'), { uniqueItems: true })),
  assignedUser: Type.Optional(IdOf('user')),
  limitDate: Type.Optional(Timestamp),
  disciplineId: Type.Optional(IdOf('discipline')),
  activityId: Type.Optional(IdOf('activity')),
  pendencyOrigin: Type.Optional(PendencyOrigin),
};
const Name = Type.String({ minLength: 1, maxLength: 250 });

const NewPendency = Type.Object(
  {
    name: Name,
    classification: Classification,
    ...pendencyFields,
    projectId: Type.Optional(
      Type.String({ pattern: OBJECT_ID, description: "Read from a caller who sees every project; anyone else's pendency goes to the request's project." }),
    ),
    pendencyId: Type.Optional(Type.String({ maxLength: 60, description: "The pendency's id in the external system." })),
  },
  {
    additionalProperties: false,
    description: 'A pendency sent by the external system: a draft unless a status is given, of origin EXTERNAL_SYSTEM unless another is given.',
  },
);
export type NewPendency = Static<typeof NewPendency>;

const PendencyChange = Type.Object(
  { name: Type.Optional(Name), classification: Type.Optional(Classification), ...pendencyFields },
  { additionalProperties: false, description: 'The fields to change; the others stay as stored.' },
);
export type PendencyChange = Static<typeof PendencyChange>;

const ONE_PAGE = 'The IFC-JSON document.';
const read = <T extends TSchema>(item: T) => ({ 200: { description: ONE_PAGE, json: ifcJsonDocument(item) } }) as const;
const common = { method: 'GET', tag: 'ifc-json', refusals: PROJECT_VIEW_REFUSALS } as const;
/** The refusals of a read naming a record by id (a task, a project) that is not project-scoped. */
const UNKNOWN_ID_REFUSALS = { ...PROJECT_VIEW_REFUSALS, 404: ['NOT_FOUND'] } as const;

export const IFC_JSON_ENTRY = defineCall({
  ...common,
  path: 'v1',
  summary: 'The IFC-JSON entry point: the projects the caller may query (IfcProject)',
  description: "The caller's own projects (every project for an administrator): whoever may read activities may call it.",
  access: { resource: 'activity', operation: 'list' },
  answers: read(IfcProject),
});

export const IFC_ACTIVITIES = defineCall({
  ...common,
  path: 'v1/activity',
  summary: 'Activities of the project with their tasks (IfcTask); count in the answer',
  access: { resource: 'activity', operation: 'list' },
  query: Type.Object({ ...PageQuery.properties, tag: Type.Optional(Type.String({ description: 'Only the activities of this tag.' })) }),
  answers: read(IfcActivity),
});

export const IFC_TASKS = defineCall({
  ...common,
  path: 'v1/task',
  summary: 'The task catalogue (IfcTaskType)',
  access: { resource: 'task', operation: 'list' },
  answers: read(IfcTaskType),
});

export const IFC_TASK_STATUSES = defineCall({
  ...common,
  path: 'v1/task/status',
  summary: 'The statuses an activity task may take',
  access: { resource: 'task-status', operation: 'list' },
  answers: read(IfcTaskStatus),
});

const TASK_ID = Type.Object({ id: Type.String({ minLength: 1, description: 'The id of a task of the catalogue.' }) });

export const IFC_TASK = defineCall({
  ...common,
  path: 'v1/task/{id}',
  summary: 'One task of the catalogue by id; 404 when unknown',
  access: { resource: 'task', operation: 'show' },
  params: TASK_ID,
  answers: read(IfcTaskType),
  refusals: UNKNOWN_ID_REFUSALS,
});

export const IFC_TASKS_OF_TAG = defineCall({
  ...common,
  path: 'v1/task/tag/{tag}',
  summary: 'The activity tasks of the activities with a tag (IfcTask)',
  access: { resource: 'activity-task', operation: 'list' },
  params: Type.Object({ tag: Type.String({ minLength: 1 }) }),
  answers: read(IfcActivityTask),
});

export const IFC_TAGS_OF_TASK = defineCall({
  ...common,
  path: 'v1/task/{id}/tags',
  summary: 'The tags (IfcElement) where a task of the catalogue is used; 404 for an unknown task',
  access: { resource: 'activity', operation: 'list' },
  params: TASK_ID,
  answers: read(IfcTag),
  refusals: UNKNOWN_ID_REFUSALS,
});

/** The pendency reads whoever may list pendencies makes; most answer pendencies. */
const pendencyRead = { ...common, access: { resource: 'pendency', operation: 'list' } } as const;
const pendencyList = { ...pendencyRead, answers: read(IfcPendency) } as const;

export const IFC_PENDENCIES = defineCall({ ...pendencyList, path: 'v1/pendency', summary: 'Pendencies of the project (IfcActionRequest)' });

export const IFC_PENDENCY_CLASSIFICATIONS = defineCall({
  ...pendencyRead,
  path: 'v1/pendency/classifications',
  summary: 'The classifications a pendency may have',
  answers: read(IfcPendencyClassification),
});

export const IFC_PENDENCY_STATUSES = defineCall({
  ...pendencyRead,
  path: 'v1/pendency/statuses',
  summary: 'The statuses a pendency may have, with the activity status each maps to',
  answers: read(IfcPendencyStatus),
});

const PUBLIC_ID = Type.Object({ publicId: Type.String({ minLength: 1, description: 'The public code (PND-000101).' }) });

export const IFC_PENDENCY = defineCall({
  ...common,
  path: 'v1/pendency/{publicId}',
  summary: 'One pendency by its public code; 404 when unknown',
  access: { resource: 'pendency', operation: 'show' },
  params: PUBLIC_ID,
  answers: read(IfcPendency),
  refusals: RECORD_VIEW_REFUSALS,
});

export const IFC_PENDENCIES_OF_PROJECT = defineCall({
  ...pendencyList,
  path: 'v1/pendency/project/{projectId}',
  summary: "The pendencies of a project; 404 for an unknown project, 403 PROJECT_ACCESS_DENIED for one not the caller's",
  params: Type.Object({ projectId: Type.String({ minLength: 1 }) }),
  refusals: UNKNOWN_ID_REFUSALS,
});

export const IFC_PENDENCIES_OF_CLASSIFICATION = defineCall({
  ...pendencyList,
  path: 'v1/pendency/classification/{classification}',
  summary: 'The pendencies of a classification; 400 for one that is none',
  params: Type.Object({ classification: Classification }),
});

export const IFC_PENDENCIES_OF_STATUS = defineCall({
  ...pendencyList,
  path: 'v1/pendency/status/{status}',
  summary: 'The pendencies in a status; 400 for one that is none',
  params: Type.Object({ status: PendencyStatus }),
});

export const IFC_PENDENCIES_OF_ELEMENT = defineCall({
  ...pendencyList,
  path: 'v1/pendency/element/{elementId}',
  summary: 'The pendencies on an element; 404 for an unknown element',
  params: Type.Object({ elementId: Type.String({ minLength: 1 }) }),
  refusals: RECORD_VIEW_REFUSALS,
});

export const CREATE_IFC_PENDENCY = defineCall({
  method: 'POST',
  path: 'v1/pendency',
  tag: 'ifc-json',
  summary: 'Create a pendency from the external system',
  description:
    "Stored as external (isInternal false, source EXTERNAL_API), a draft unless a status is given, in the request's project and the contract chosen in the scope tree (Selected-Contract-Id), with the next public code. Checked like every pendency write (400 VALIDATION_ERROR with field errors), an id naming no record 400 REFERENCE_NOT_FOUND.",
  access: { resource: 'pendency', operation: 'create' },
  body: { json: NewPendency },
  answers: { 201: { description: 'The IFC-JSON document of the pendency created.', json: ifcJsonDocument(IfcPendency) } },
  refusals: { ...SCOPE_VIEW_REFUSALS, 400: [...SCOPE_VIEW_REFUSALS[400], 'EVENT_SELECTION_REQUIRED', 'REFERENCE_NOT_FOUND'] },
});

export const UPDATE_IFC_PENDENCY = defineCall({
  method: 'PUT',
  path: 'v1/pendency/{publicId}',
  tag: 'ifc-json',
  summary: 'Change a pendency of the external system (the fields sent replace those stored)',
  description:
    'No Certificare status transition applies. 400 USER_WITHOUT_PERMISSION for a pendency created in Certificare (changed only there); an id naming no record 400 REFERENCE_NOT_FOUND.',
  access: { resource: 'pendency', operation: 'edit' },
  params: PUBLIC_ID,
  body: { json: PendencyChange },
  answers: { 200: { description: 'The IFC-JSON document of the pendency changed.', json: ifcJsonDocument(IfcPendency) } },
  refusals: { ...RECORD_VIEW_REFUSALS, 400: [...RECORD_VIEW_REFUSALS[400], 'EVENT_SELECTION_REQUIRED', 'USER_WITHOUT_PERMISSION', 'REFERENCE_NOT_FOUND'] },
});

/** Every `/api/v1` call, for the checks that hold them to the IFC-JSON specifications page. */
export const IFC_JSON_CALLS = [
  IFC_JSON_ENTRY,
  IFC_ACTIVITIES,
  IFC_TASKS,
  IFC_TASK_STATUSES,
  IFC_TASK,
  IFC_TASKS_OF_TAG,
  IFC_TAGS_OF_TASK,
  IFC_PENDENCIES,
  IFC_PENDENCY_CLASSIFICATIONS,
  IFC_PENDENCY_STATUSES,
  IFC_PENDENCY,
  IFC_PENDENCIES_OF_PROJECT,
  IFC_PENDENCIES_OF_CLASSIFICATION,
  IFC_PENDENCIES_OF_STATUS,
  IFC_PENDENCIES_OF_ELEMENT,
  CREATE_IFC_PENDENCY,
  UPDATE_IFC_PENDENCY,
] as const;
