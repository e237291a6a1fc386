import type { HandWrittenOperation } from '../openapi/handWrittenOperations';
import type { JsonSchema } from '../openapi/openApiTypes';

const text: JsonSchema = { type: 'string' };
const ids: JsonSchema = { type: 'array', items: text };
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: 'object', required, properties });
const step = object({ _id: text, name: text, bpmnActivityId: text, tasks: ids }, ['_id', 'bpmnActivityId', 'tasks']);

/** The forward of a pendency through a digital process (src/server/pendencyForward), documented. */
export const PENDENCY_FORWARD_OPERATIONS: Readonly<Record<string, HandWrittenOperation>> = {
  'GET pendency/forward/digital-process': {
    tag: 'pendency',
    summary: 'The digital processes a pendency can be forwarded through (those with at least one step), by name, with their steps and the tasks bound to each',
    answer: { type: 'array', items: object({ _id: text, name: text, steps: { type: 'array', items: step } }, ['_id', 'name', 'steps']) },
  },
  'POST pendency/:id/forward': {
    tag: 'pendency',
    summary:
      'Forward a pendency through a digital process: creates the process instance (one step per template step, in progress from the first, which holds the pendency) and sets the pendency IN_PROGRESS with a statusHistory entry, both or neither. A step left out of `steps` keeps its template tasks; `tasks` replaces them. ' +
      '400 DIGITAL_PROCESS_INSTANTIATE.IT_IS_NECESSARY_TO_ADD_TASKS_IN_ALL_STEPS (with stepsWithoutTasks) when a step ends with no task; 400 INVALID_STATUS when the status cannot move to IN_PROGRESS (only DRAFT, AWAITING_EVALUATION and AWAITING_INFORMATION can); 400 USER_WITHOUT_PERMISSION for an external pendency; ' +
      '400 VALIDATION_ERROR for an unknown process, step or task id or a malformed body; 400 RESOURCE-IS-FROM-ANOTHER-PROJECT; 404 for an unknown pendency',
    roles: ['PROJECT_ADMIN'],
    body: object(
      {
        digitalProcessId: { type: 'string', description: 'The digital process (template) to forward through.' },
        steps: { type: 'array', description: 'The tasks chosen per template step.', items: object({ stepId: { type: 'string', description: 'A step id of the template (steps[]._id).' }, tasks: { ...ids, description: 'Task ids (task resource); create new tasks first with POST task.' } }, ['stepId', 'tasks']) },
      },
      ['digitalProcessId'],
    ),
    answer: object({ pendency: { type: 'object', description: 'The pendency, now IN_PROGRESS.' }, instance: { type: 'object', description: 'The digital process instance created.' } }, ['pendency', 'instance']),
  },
};
