import { STEP_STATUSES, type InstanceStep, type StepStatus } from '../../contracts/processInstances';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** Whether a record's value is one of the statuses of an instance and its steps. */
export const isStepStatus = (value: unknown): value is StepStatus => STEP_STATUSES.includes(value as StepStatus);

/**
 * The steps of an instance record (as the generic show reads it) in their order; malformed
 * ones left out, an unknown status read as not started, an unfinished step of a cancelled
 * instance as cancelled.
 */
export function parseSteps(value: unknown, instanceStatus?: unknown): InstanceStep[] {
  if (!Array.isArray(value)) return [];
  // Cancelling an instance stops every step it had not finished.
  const stopped = (status: StepStatus): StepStatus => (instanceStatus === 'CANCELLED' && status !== 'COMPLETED' ? 'CANCELLED' : status);
  return value
    .filter(isObject)
    .flatMap((step, index) =>
      typeof step._id === 'string' && typeof step.bpmnActivityId === 'string'
        ? [
            {
              _id: step._id,
              bpmnActivityId: step.bpmnActivityId,
              ...(typeof step.name === 'string' ? { name: step.name } : {}),
              order: typeof step.order === 'number' ? step.order : index,
              status: stopped(isStepStatus(step.status) ? step.status : 'NOT_STARTED'),
              tasks: texts(step.tasks),
              pendencies: texts(step.pendencies),
            },
          ]
        : [],
    )
    .sort((a, b) => a.order - b.order);
}
