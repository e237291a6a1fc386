import type { HandWrittenOperation } from '../openapi/handWrittenOperations';
import type { JsonSchema } from '../openapi/openApiTypes';

const text: JsonSchema = { type: 'string' };
const ids: JsonSchema = { type: 'array', items: text };
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: 'object', required, properties });
const item = object({ id: text, name: text, type: { type: 'string', description: 'The BPMN type, e.g. bpmn:UserTask.' } }, ['id', 'type']);
const templateActivity = object({ id: text, name: text, tasks: ids }, ['id', 'tasks']);
const template = object({ _id: text, name: text, xml: text, activities: { type: 'array', items: templateActivity }, activitiesOrder: ids }, ['xml', 'activities', 'activitiesOrder']);
const problem = object({ message: text, element: { type: 'string', description: 'Id (or tag) of the element concerned.' }, line: { type: 'integer' }, column: { type: 'integer' } }, ['message']);
const writers = ['PROJECT_ADMIN'] as const;

/** The process-engine calls and the template model calls (src/server/processEngine), documented. */
export const PROCESS_ENGINE_OPERATIONS: Readonly<Record<string, HandWrittenOperation>> = {
  'GET process-engine/process-definition': {
    tag: 'process-engine',
    summary: "The process definitions deployed from the demo data's BPMN models (one per process, version 1)",
    answer: { type: 'array', items: object({ id: text, key: text, name: text, version: { type: 'integer' }, resource: text }, ['id', 'key', 'name', 'version']) },
  },
  'GET process-engine/process-definition/:id/xml': { tag: 'process-engine', summary: "A definition's BPMN 2.0 XML; 404 for an unknown id", answer: object({ id: text, bpmn20Xml: text }, ['id', 'bpmn20Xml']) },
  'GET process-engine/process-definition/:id/items': { tag: 'process-engine', summary: "Every flow element of a definition's processes, in document order", answer: { type: 'array', items: item } },
  'GET process-engine/process-definition/:id/activities': {
    tag: 'process-engine',
    summary: 'The tasks and user tasks of a definition in the order the sequence flows reach them, with the product tasks bound to each',
    answer: { type: 'array', items: object({ id: text, name: text, type: text, tasks: ids }, ['id', 'type', 'tasks']) },
  },
  'POST process-engine/activity-tasks': {
    tag: 'process-engine',
    summary: 'Bind product tasks to a task of a definition (an empty list unbinds); 404 for an unknown definition, 400 for an activity or task that is none',
    roles: writers,
    body: object({ process: text, activity: text, tasks: ids }, ['process', 'activity', 'tasks']),
    answer: object({ process: text, activity: text, tasks: ids }, ['process', 'activity', 'tasks']),
  },
  'GET process-engine/activity/:id/tasks': { tag: 'process-engine', summary: 'The product tasks bound to a model activity (query process narrows to one definition)', answer: { type: 'array', items: { type: 'object' } } },
  'GET digital-process/:id/xml': { tag: 'process-engine', summary: "A template's model, its tasks and user tasks with their bound product tasks, and their order", answer: template },
  'PUT digital-process/:id/xml': {
    tag: 'process-engine',
    summary:
      "Save a template's model with its bindings; the steps follow (one per task, in order). 400 VALIDATION_ERROR naming the element and line for XML that is not BPMN or declares a DOCTYPE/ENTITY, 413 past 1 MiB; the model's warnings come back",
    roles: writers,
    body: object({ xml: { type: 'string', maxLength: 500_000 }, activities: { type: 'array', items: object({ id: text, tasks: ids }, ['id']) }, activitiesOrder: ids }, ['xml']),
    answer: { ...template, properties: { ...(template.properties as Record<string, JsonSchema>), warnings: { type: 'array', items: problem } } },
  },
};
