import type { HandWrittenOperation } from '../openapi/handWrittenOperations';
import type { JsonSchema } from '../openapi/openApiTypes';

const text: JsonSchema = { type: 'string' };
const ids: JsonSchema = { type: 'array', items: text, minItems: 1, maxItems: 1000 };
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: 'object', required, properties });
const tasksByStep: JsonSchema = { type: 'object', description: "Tasks chosen for each template step (step id → task ids), replacing the template's own.", additionalProperties: { type: 'array', items: text } };
const created = object({ count: { type: 'integer' }, instances: { type: 'array', items: { type: 'object' } } }, ['count', 'instances']);
const pendencies = object({ items: { type: 'array', items: { type: 'object' } }, count: { type: 'integer' } }, ['items', 'count']);
const writers = ['PROJECT_ADMIN'] as const;
const refusals = '404 for an unknown process; 400 DIGITAL_PROCESS_INSTANTIATE.IT_IS_NECESSARY_TO_ADD_TASKS_IN_ALL_STEPS (stepsWithoutTasks) when a step has no task, NO_ELEMENTS, TOO_MANY_ELEMENTS past 1 000, RESOURCE-IS-FROM-ANOTHER-PROJECT; all or none';

/** The digital process instance calls (src/server/processInstances), documented. */
export const PROCESS_INSTANCE_OPERATIONS: Readonly<Record<string, HandWrittenOperation>> = {
  'POST digital-process/:id/instantiate': {
    tag: 'process-instance',
    summary: `One instance of the process per chosen element (name: process - element tag), not started, with the steps and their tasks. ${refusals}; 400 VALIDATION_ERROR for an unknown element`,
    roles: writers,
    body: object({ elements: ids, tasksByStep }, ['elements']),
    answer: created,
    created: true,
  },
  'POST digital-process/instantiate-for-filtered-elements': {
    tag: 'process-instance',
    summary: `One instance of the process for every element the filter matches (the element list's parameters, in the caller's project). ${refusals}; 400 INVALID_QUERY for a parameter the element list does not take`,
    roles: writers,
    body: object({ processId: text, filter: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } }, tasksByStep }, ['processId']),
    answer: created,
    created: true,
  },
  'GET digital-process-instance/pendencies': { tag: 'process-instance', summary: 'The pendencies of an instance (query instanceId)', answer: pendencies },
  'GET digital-process-instance/step-pendencies': {
    tag: 'process-instance',
    summary: 'The pendencies of one step of an instance (query instanceId, and step: the step id or its model activity id); 400 for a step the instance does not have',
    answer: { ...pendencies, properties: { ...(pendencies.properties as Record<string, JsonSchema>), step: object({ _id: text, name: text, bpmnActivityId: text, status: text }) } },
  },
  'GET digital-process-instance/medias/get-size-ativities': {
    tag: 'process-instance',
    summary: "Count and bytes of the evidence of instances' steps (query ids, a comma list of at most 1 000)",
    answer: object({ size: { type: 'integer' }, count: { type: 'integer' }, instances: { type: 'array', items: object({ id: text, count: { type: 'integer' }, size: { type: 'integer' } }) } }, ['size', 'instances']),
  },
  'GET digital-process-instance/:id/report': { tag: 'process-instance', summary: 'The PDF report of an instance: its facts, then each step with its status, tasks, pendencies and evidence', answer: {}, file: 'application/pdf' },
  'POST digital-process-instance/download-zip': {
    tag: 'process-instance',
    summary: "A zip of the evidence of the instances' steps, a folder per instance (body ids, at most 1 000)",
    body: object({ ids }, ['ids']),
    answer: {},
    file: 'application/zip',
  },
};
