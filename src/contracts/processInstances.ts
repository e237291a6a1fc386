import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { Count, dataOf, PROJECT_VIEW_REFUSALS } from './answers';

/**
 * The digital process instance calls of spec §7 beside the generated list, show, cancel
 * and soft delete: instantiate a template for chosen elements or for every element a
 * filter matches (one instance per element, all or none), the pendencies of an instance
 * and of one step, the evidence sizes, the report (PDF) and the zip of the evidence.
 * Creating follows the instance's create rule, reading its show rule; the elements and
 * instances must be in the caller's project.
 */

/** Most instances one call creates, and most instances one read names (sizes, zip). */
export const MAX_INSTANCES = 1000;

/** The refusals of an instantiation of their own. */
export const TASKS_IN_ALL_STEPS = 'DIGITAL_PROCESS_INSTANTIATE.IT_IS_NECESSARY_TO_ADD_TASKS_IN_ALL_STEPS';
export const NO_ELEMENTS = 'DIGITAL_PROCESS_INSTANTIATE.NO_ELEMENTS';
export const TOO_MANY_ELEMENTS = 'DIGITAL_PROCESS_INSTANTIATE.TOO_MANY_ELEMENTS';

/** The status of an instance and of each of its steps. */
export const STEP_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
const StepStatus = Type.Enum(STEP_STATUSES);
export type StepStatus = Static<typeof StepStatus>;

/** An id as the instance calls take it. */
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Ids = Type.Array(Type.String());

/** A step of an instance (schemas/digital-process-instance.schema.json `steps[]`). */
const InstanceStep = Type.Object({
  _id: Type.String({ description: "The template step's id (`digital-process` `steps[]._id`)." }),
  bpmnActivityId: Type.String(),
  name: Type.Optional(Type.String()),
  order: Type.Integer({ minimum: 0 }),
  status: StepStatus,
  tasks: Ids,
  pendencies: Ids,
});
export type InstanceStep = Static<typeof InstanceStep>;

/** A new instance as stored (schemas/digital-process-instance.schema.json). */
const Instance = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  digitalProcessId: Type.String(),
  elementId: Type.String(),
  projectId: Type.Optional(Type.String()),
  executionStatus: StepStatus,
  impeditivePendenciesCount: Count,
  nonImpeditivePendenciesCount: Count,
  pendencies: Ids,
  steps: Type.Array(InstanceStep),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Instance = Static<typeof Instance>;

/** A pendency as stored (schemas/pendency.schema.json; its other fields come along). */
const Pendency = Type.Object({ _id: Type.String(), name: Type.String(), status: Type.String() });
export type Pendency = Static<typeof Pendency>;

const TasksByStep = Type.Record(Type.String(), Ids, { description: "Tasks chosen for each template step (step id → task ids), replacing the template's own." });

const Created = dataOf(Type.Object({ count: Count, instances: Type.Array(Instance) }));
const INSTANTIATE_REFUSALS = {
  404: ['NOT_FOUND'],
  400: [TASKS_IN_ALL_STEPS, NO_ELEMENTS, TOO_MANY_ELEMENTS, 'REFERENCE_NOT_FOUND', 'RESOURCE-IS-FROM-ANOTHER-PROJECT', ...PROJECT_VIEW_REFUSALS[400]],
  403: PROJECT_VIEW_REFUSALS[403],
} as const;
const ALL_OR_NONE = `All or none: ${TASKS_IN_ALL_STEPS} (with stepsWithoutTasks) when a step is left with no task.`;
/** The reads of an instance: it must exist and be in the caller's project. */
const INSTANCE_READ_REFUSALS = {
  404: ['NOT_FOUND'],
  400: ['RESOURCE-IS-FROM-ANOTHER-PROJECT', ...PROJECT_VIEW_REFUSALS[400]],
  403: PROJECT_VIEW_REFUSALS[403],
} as const;
/** Reading an instance follows its show rule, creating one its create rule. */
const SHOW = { resource: 'digital-process-instance', operation: 'show' } as const;
const CREATE = { resource: 'digital-process-instance', operation: 'create' } as const;
const instanceParams = Type.Object({ id: Type.String({ description: 'The instance id.' }) });

export const INSTANTIATE_PROCESS = defineCall({
  method: 'POST',
  path: 'digital-process/{id}/instantiate',
  tag: 'process-instance',
  summary: 'One instance of the process per chosen element (named "process - element tag"), not started, with the steps and their tasks',
  description: `${ALL_OR_NONE} 1 to ${MAX_INSTANCES} elements (duplicates dropped): ${NO_ELEMENTS} for none, ${TOO_MANY_ELEMENTS} past ${MAX_INSTANCES}; 400 REFERENCE_NOT_FOUND for an unknown element, step or task.`,
  access: CREATE,
  params: Type.Object({ id: Type.String({ description: 'The digital process id.' }) }),
  body: {
    json: Type.Object(
      { elements: Type.Array(Id, { description: 'The element ids.' }), tasksByStep: Type.Optional(TasksByStep) },
      { additionalProperties: false },
    ),
  },
  answers: { 201: { description: 'The instances created.', json: Created } },
  refusals: INSTANTIATE_REFUSALS,
});

export const INSTANTIATE_FOR_FILTERED_ELEMENTS = defineCall({
  method: 'POST',
  path: 'digital-process/instantiate-for-filtered-elements',
  tag: 'process-instance',
  summary: "One instance of the process for every element the filter matches (the element list's parameters, in the caller's project)",
  description: `${ALL_OR_NONE} ${NO_ELEMENTS} when nothing matches, ${TOO_MANY_ELEMENTS} past ${MAX_INSTANCES}; 400 INVALID_QUERY for a parameter the element list does not take. The list's paging and sort parameters are ignored.`,
  access: CREATE,
  body: {
    json: Type.Object(
      {
        processId: Type.String({ minLength: 1, description: 'The digital process to instantiate.' }),
        filter: Type.Optional(
          Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]), {
            description: 'Element list parameters (name: value); empty values are ignored.',
          }),
        ),
        tasksByStep: Type.Optional(TasksByStep),
      },
      { additionalProperties: false },
    ),
  },
  answers: { 201: { description: 'The instances created.', json: Created } },
  refusals: INSTANTIATE_REFUSALS,
});

const Pendencies = { items: Type.Array(Pendency), count: Count };

export const INSTANCE_PENDENCIES = defineCall({
  method: 'GET',
  path: 'digital-process-instance/pendencies',
  tag: 'process-instance',
  summary: 'The pendencies of an instance',
  access: SHOW,
  query: Type.Object({ instanceId: Type.String({ minLength: 1, description: 'The instance id.' }) }),
  answers: { 200: { description: 'Its pendencies (deleted ones left out).', json: dataOf(Type.Object(Pendencies)) } },
  refusals: INSTANCE_READ_REFUSALS,
});

export const STEP_PENDENCIES = defineCall({
  method: 'GET',
  path: 'digital-process-instance/step-pendencies',
  tag: 'process-instance',
  summary: 'The pendencies of one step of an instance',
  description: '400 REFERENCE_NOT_FOUND (field step) for a step the instance does not have.',
  access: SHOW,
  query: Type.Object({
    instanceId: Type.String({ minLength: 1, description: 'The instance id.' }),
    step: Type.String({ minLength: 1, description: 'The step id, or the id of its model activity.' }),
  }),
  answers: {
    200: {
      description: 'The step and its pendencies.',
      json: dataOf(
        Type.Object({
          step: Type.Object({ _id: Type.String(), name: Type.Optional(Type.String()), bpmnActivityId: Type.String(), status: StepStatus }),
          ...Pendencies,
        }),
      ),
    },
  },
  refusals: { ...INSTANCE_READ_REFUSALS, 400: [...INSTANCE_READ_REFUSALS[400], 'REFERENCE_NOT_FOUND'] },
});

const InstanceSize = Type.Object({ count: Count, size: Count });

export const INSTANCE_MEDIA_SIZES = defineCall({
  method: 'GET',
  path: 'digital-process-instance/medias/get-size-ativities',
  tag: 'process-instance',
  summary: "How many evidence files the instances' steps have and their bytes",
  access: SHOW,
  query: Type.Object({ ids: Type.String({ minLength: 1, description: `Instance ids, a comma list of at most ${MAX_INSTANCES} (duplicates dropped).` }) }),
  answers: {
    200: {
      description: "The totals, and each instance's.",
      json: dataOf(Type.Object({ ...InstanceSize.properties, instances: Type.Array(Type.Object({ id: Type.String(), ...InstanceSize.properties })) })),
    },
  },
  refusals: { ...INSTANCE_READ_REFUSALS, 400: [...INSTANCE_READ_REFUSALS[400], 'VALIDATION_ERROR'] },
});

export const INSTANCE_REPORT = defineCall({
  method: 'GET',
  path: 'digital-process-instance/{id}/report',
  tag: 'process-instance',
  summary: 'The PDF report of an instance: its facts, then each step with its status, tasks, pendencies and evidence',
  access: SHOW,
  params: instanceParams,
  answers: { 200: { description: 'The report.', file: 'application/pdf' } },
  refusals: INSTANCE_READ_REFUSALS,
});

export const INSTANCES_ZIP = defineCall({
  method: 'POST',
  path: 'digital-process-instance/download-zip',
  tag: 'process-instance',
  summary: "A zip of the evidence of the instances' steps, a folder per instance",
  access: SHOW,
  body: {
    json: Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: MAX_INSTANCES, description: 'The instance ids.' }) }, { additionalProperties: false }),
  },
  answers: { 200: { description: 'The zip.', file: 'application/zip' } },
  refusals: INSTANCE_READ_REFUSALS,
});

/** The names the report and the zip are downloaded under. */
export const instanceReportName = (id: string): string => `process-instance-${id}-report.pdf`;
export const INSTANCES_ZIP_NAME = 'process-instances.zip';
