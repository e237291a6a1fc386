import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { dataOf } from './answers';

/**
 * The process-engine calls of spec §7 over the BPMN models deployed from the demo data
 * (`process-engine/…`), and the template model calls (`digital-process/{id}/xml`). Reading
 * follows the digital process's list (or show) rule, binding and saving its edit rule. The
 * models travel as BPMN 2.0 XML text in a JSON string field (`bpmn20Xml`, `xml`).
 */

/** The BPMN element types a template binds to product tasks (each one a step of the process). */
export const BINDABLE_TYPES: ReadonlySet<string> = new Set(['bpmn:Task', 'bpmn:UserTask']);

/** The largest BPMN model accepted, in characters (the digital process schema's `xml` maxLength). */
export const MAX_BPMN_CHARACTERS = 500_000;
/** The largest body of a model save: the API's usual 1 MiB, declared so the model's one text may run to MAX_BPMN_CHARACTERS. */
export const MODEL_BODY_BYTES = 1024 * 1024;

/** A BPMN 2.0 model every path that stores one accepts: one task between a start and an end. */
export const SAMPLE_BPMN_MODEL = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="Definitions_sample" targetNamespace="http://bpmn.io/schema/bpmn">',
  '  <bpmn:process id="Process_sample" isExecutable="false">',
  '    <bpmn:startEvent id="Start_sample"><bpmn:outgoing>Flow_in</bpmn:outgoing></bpmn:startEvent>',
  '    <bpmn:sequenceFlow id="Flow_in" sourceRef="Start_sample" targetRef="Task_sample" />',
  '    <bpmn:userTask id="Task_sample" name="Inspect"><bpmn:incoming>Flow_in</bpmn:incoming><bpmn:outgoing>Flow_out</bpmn:outgoing></bpmn:userTask>',
  '    <bpmn:sequenceFlow id="Flow_out" sourceRef="Task_sample" targetRef="End_sample" />',
  '    <bpmn:endEvent id="End_sample"><bpmn:incoming>Flow_out</bpmn:incoming></bpmn:endEvent>',
  '  </bpmn:process>',
  '</bpmn:definitions>',
].join('\n');

/**
 * What a model text must be beyond a string, in the API document's words: BPMN 2.0 XML
 * (its media type, a sample that passes). A text that is not a readable, safe model is 400
 * BPMN_MODEL_UNREADABLE, on every path that stores one.
 */
export const BPMN_MODEL_TEXT = {
  contentMediaType: 'application/xml',
  examples: [SAMPLE_BPMN_MODEL],
  description:
    'The BPMN 2.0 XML of the model: one that cannot be read, or that declares a DOCTYPE or ENTITY, is 400 BPMN_MODEL_UNREADABLE naming the element and line.',
} as const;

const Ids = Type.Array(Type.String());

const ProcessDefinition = Type.Object({
  id: Type.String({ description: '`key:version`, as a process engine names a deployed version.' }),
  key: Type.String({ description: 'The process id in the model.' }),
  name: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  resource: Type.String({ description: 'The BPMN file it was deployed from.' }),
});
export type ProcessDefinition = Static<typeof ProcessDefinition>;

/** One flow element of a model. */
const BpmnItem = Type.Object({
  id: Type.String(),
  name: Type.Optional(Type.String()),
  type: Type.String({ description: 'The BPMN type, e.g. bpmn:UserTask.' }),
});
export type BpmnItem = Static<typeof BpmnItem>;

/** A model task of a template with the product tasks bound to it (the digital process's `activities`). */
const TemplateActivity = Type.Object({ id: Type.String(), name: Type.Optional(Type.String()), tasks: Ids });
export type TemplateActivity = Static<typeof TemplateActivity>;

/** Something wrong in a BPMN model, with the element it concerns when the parser names one. */
const BpmnProblem = Type.Object({
  message: Type.String(),
  element: Type.Optional(Type.String({ description: 'The id of the element concerned, or its tag (`<bpmn:foo>`) when it has no id yet.' })),
  line: Type.Optional(Type.Integer({ minimum: 1 })),
  column: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type BpmnProblem = Static<typeof BpmnProblem>;

/** A product task as the store keeps it (schemas/task.schema.json; its other fields come along). */
const ProductTask = Type.Object({ _id: Type.String(), description: Type.String() });

/** The process calls follow the digital process's rules: reading its list rule, binding its edit rule. */
const READ = { resource: 'digital-process', operation: 'list' } as const;
const EDIT = { resource: 'digital-process', operation: 'edit' } as const;

const definitionParams = Type.Object({ id: Type.String({ description: 'The definition id, `key:version`.' }) });
const templateParams = Type.Object({ id: Type.String({ description: 'The digital process id.' }) });

export const PROCESS_DEFINITIONS = defineCall({
  method: 'GET',
  path: 'process-engine/process-definition',
  tag: 'process-engine',
  summary: "The process definitions deployed from the demo data's BPMN models (one per process, version 1)",
  access: READ,
  answers: { 200: { description: 'The definitions, by file name.', json: dataOf(Type.Array(ProcessDefinition)) } },
});

export const PROCESS_DEFINITION_XML = defineCall({
  method: 'GET',
  path: 'process-engine/process-definition/{id}/xml',
  tag: 'process-engine',
  summary: "A definition's BPMN 2.0 XML, as written in its file",
  access: READ,
  params: definitionParams,
  answers: { 200: { description: 'The XML text in `bpmn20Xml`.', json: dataOf(Type.Object({ id: Type.String(), bpmn20Xml: Type.String() })) } },
  refusals: { 404: ['NOT_FOUND'] },
});

export const PROCESS_DEFINITION_ITEMS = defineCall({
  method: 'GET',
  path: 'process-engine/process-definition/{id}/items',
  tag: 'process-engine',
  summary: "Every flow element of a definition's processes (and their sub-processes), in document order",
  access: READ,
  params: definitionParams,
  answers: { 200: { description: 'The flow elements.', json: dataOf(Type.Array(BpmnItem)) } },
  refusals: { 404: ['NOT_FOUND'] },
});

export const PROCESS_DEFINITION_ACTIVITIES = defineCall({
  method: 'GET',
  path: 'process-engine/process-definition/{id}/activities',
  tag: 'process-engine',
  summary: 'The tasks and user tasks of a definition in the order the sequence flows reach them, each with the product tasks bound to it',
  access: READ,
  params: definitionParams,
  answers: { 200: { description: 'The activities in flow order.', json: dataOf(Type.Array(Type.Object({ ...BpmnItem.properties, tasks: Ids }))) } },
  refusals: { 404: ['NOT_FOUND'] },
});

export const ACTIVITY_TASKS = defineCall({
  method: 'GET',
  path: 'process-engine/activity/{id}/tasks',
  tag: 'process-engine',
  summary: 'The product tasks bound to a model activity in any definition, or in the one `process` names',
  access: READ,
  params: Type.Object({ id: Type.String({ description: 'The activity id in the model.' }) }),
  query: Type.Object({ process: Type.Optional(Type.String({ description: 'A definition id (`key:version`): only its binding counts.' })) }),
  answers: { 200: { description: 'The task records (an activity with no binding: none).', json: dataOf(Type.Array(ProductTask)) } },
});

export const BIND_ACTIVITY_TASKS = defineCall({
  method: 'POST',
  path: 'process-engine/activity-tasks',
  tag: 'process-engine',
  summary: 'Bind product tasks to a task or user task of a definition, replacing its binding (an empty list unbinds)',
  access: EDIT,
  body: {
    json: Type.Object(
      {
        process: Type.String({ minLength: 1, description: 'The definition id, `key:version`.' }),
        activity: Type.String({ minLength: 1, description: 'A task or user task of its model.' }),
        tasks: Ids,
      },
      { additionalProperties: false },
    ),
  },
  answers: {
    200: {
      description: 'The binding as kept, duplicates dropped.',
      json: dataOf(Type.Object({ process: Type.String(), activity: Type.String(), tasks: Ids })),
    },
  },
  refusals: { 400: ['REFERENCE_NOT_FOUND'], 404: ['NOT_FOUND'] },
});

const TemplateModel = Type.Object({
  _id: Type.String(),
  name: Type.Optional(Type.String()),
  xml: Type.String(),
  activities: Type.Array(TemplateActivity),
  activitiesOrder: Ids,
});
export type TemplateModel = Static<typeof TemplateModel>;

export const TEMPLATE_MODEL = defineCall({
  method: 'GET',
  path: 'digital-process/{id}/xml',
  tag: 'process-engine',
  summary: "A template's BPMN model, its tasks and user tasks with their bound product tasks, and their order",
  description: 'A template without a model answers an empty `xml` and no activities.',
  access: { resource: 'digital-process', operation: 'show' },
  params: templateParams,
  answers: { 200: { description: 'The model.', json: dataOf(TemplateModel) } },
  refusals: { 404: ['NOT_FOUND'] },
});

export const SAVE_TEMPLATE_MODEL = defineCall({
  method: 'PUT',
  path: 'digital-process/{id}/xml',
  tag: 'process-engine',
  summary: "Save a template's BPMN model with its bindings; the steps follow (one per task, in order)",
  description:
    "The body is JSON, the model's XML text in `xml` (up to 500 000 characters). XML that is not BPMN 2.0, or declares a DOCTYPE or ENTITY, is refused with 400 BPMN_MODEL_UNREADABLE on `xml` naming the element and line. An activity left out of `activities` keeps its tasks; without `activitiesOrder` the order is the one the flows visit. The model's warnings come back with the answer.",
  access: EDIT,
  params: templateParams,
  body: {
    json: Type.Object(
      {
        xml: Type.String({ minLength: 1, maxLength: MAX_BPMN_CHARACTERS, ...BPMN_MODEL_TEXT }),
        activities: Type.Optional(
          Type.Array(Type.Object({ id: Type.String(), tasks: Type.Optional(Ids) }, { additionalProperties: false }), {
            description:
              'Product tasks to bind, by model task: an id that is no task or user task of the model, or a task id naming no task, is 400 REFERENCE_NOT_FOUND.',
          }),
        ),
        activitiesOrder: Type.Optional(
          Type.Array(Type.String(), {
            description: 'Each task of the model once, in the order of the steps (400 MODEL_ORDER_MISMATCH otherwise).',
          }),
        ),
      },
      { additionalProperties: false },
    ),
    maxBytes: MODEL_BODY_BYTES,
  },
  answers: {
    200: {
      description: 'The model as stored, with its warnings.',
      json: dataOf(
        Type.Object({
          _id: Type.String(),
          xml: Type.String(),
          activities: Type.Array(TemplateActivity),
          activitiesOrder: Ids,
          warnings: Type.Array(BpmnProblem),
        }),
      ),
    },
  },
  refusals: { 400: ['BPMN_MODEL_UNREADABLE', 'REFERENCE_NOT_FOUND', 'MODEL_ORDER_MISMATCH'], 404: ['NOT_FOUND'] },
});
