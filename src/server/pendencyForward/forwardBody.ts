import type { ResourceModel } from '../../framework/registry/types';
import { invalidField } from '../processEngine/processAccess';
import { taskIdsOf } from '../processEngine/taskIds';
import type { TasksByStep } from '../processInstances/instanceSteps';
import type { RecordService } from '../records/recordService';

/** One entry of the body's `steps`: a template step and the tasks chosen for it (known task ids). */
export interface ForwardStep {
  stepId: unknown;
  tasks: string[];
}

/** The body of `POST pendency/{id}/forward`, its shape checked. */
export interface ForwardBody {
  digitalProcessId: string;
  steps: ForwardStep[];
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const BODY_KEYS = new Set(['digitalProcessId', 'steps']);
const STEP_KEYS = new Set(['stepId', 'tasks']);

/** Refuses a key of `value` outside `allowed`, as the schemas' additionalProperties does. */
function checkKeys(value: Record<string, unknown>, allowed: ReadonlySet<string>, at: string): void {
  const extra = Object.keys(value).find((key) => !allowed.has(key));
  if (extra !== undefined) throw invalidField(`${at}${extra}`, `${at}${extra}: the forward call takes no such key (${[...allowed].join(', ')})`, 'additionalProperties');
}

/**
 * Reads `{ digitalProcessId, steps: [{ stepId, tasks: [taskId] }] }`: every task id must
 * name a task of the catalogue. 400 VALIDATION_ERROR names the faulty field.
 */
export function readForwardBody(body: unknown, tasks: ResourceModel, records: RecordService): ForwardBody {
  if (!isObject(body)) throw invalidField('', 'The body must be JSON { digitalProcessId, steps: [{ stepId, tasks }] }', 'type');
  checkKeys(body, BODY_KEYS, '');
  const { digitalProcessId, steps = [] } = body;
  if (typeof digitalProcessId !== 'string' || digitalProcessId.trim() === '') {
    throw invalidField('digitalProcessId', 'digitalProcessId is required: the id of the digital process to forward through', 'required');
  }
  if (!Array.isArray(steps)) throw invalidField('steps', 'steps must be a list of { stepId, tasks }', 'type');
  return {
    digitalProcessId,
    steps: steps.map((step: unknown, index) => {
      if (!isObject(step)) throw invalidField(`steps.${index}`, `steps.${index} must be { stepId, tasks }`, 'type');
      checkKeys(step, STEP_KEYS, `steps.${index}.`);
      return { stepId: step.stepId, tasks: taskIdsOf(step.tasks ?? [], `steps.${index}.tasks`, tasks, records) };
    }),
  };
}

/**
 * The tasks chosen per template step, for instanceSteps: each `stepId` must be one of the
 * template's `stepIds`, named once (400 VALIDATION_ERROR otherwise). A step left out keeps
 * its template tasks.
 */
export function tasksByStep(steps: readonly ForwardStep[], stepIds: readonly string[]): TasksByStep {
  const chosen: Record<string, string[]> = {};
  steps.forEach(({ stepId, tasks }, index) => {
    if (typeof stepId !== 'string' || !stepIds.includes(stepId)) {
      throw invalidField(`steps.${index}.stepId`, `steps.${index}.stepId: the digital process has no step "${String(stepId)}" (its steps: ${stepIds.join(', ') || 'none'})`, 'reference');
    }
    if (Object.hasOwn(chosen, stepId)) throw invalidField(`steps.${index}.stepId`, `steps.${index}.stepId: step "${stepId}" is given twice`, 'uniqueItems');
    chosen[stepId] = tasks;
  });
  return chosen;
}
