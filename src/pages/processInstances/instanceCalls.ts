/** The instance calls of spec §7 the instance pages make, their paths in one place. */
export const instanceCalls = {
  instantiate: (processId: string) => `digital-process/${encodeURIComponent(processId)}/instantiate`,
  instantiateFiltered: 'digital-process/instantiate-for-filtered-elements',
  stepPendencies: (instanceId: string, stepId: string) => `digital-process-instance/step-pendencies?instanceId=${encodeURIComponent(instanceId)}&step=${encodeURIComponent(stepId)}`,
  mediaSize: (instanceId: string) => `digital-process-instance/medias/get-size-ativities?ids=${encodeURIComponent(instanceId)}`,
  report: (instanceId: string) => `digital-process-instance/${encodeURIComponent(instanceId)}/report`,
  zip: 'digital-process-instance/download-zip',
} as const;

/** Most elements one instantiation takes (the API refuses more). */
export const MAX_ELEMENTS = 1000;

export type StepStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED';
export const STEP_STATUSES: readonly StepStatus[] = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'];

/** A step of an instance, as its record holds it. */
export interface InstanceStepView {
  _id: string;
  bpmnActivityId: string;
  name?: string;
  order: number;
  status: StepStatus;
  tasks: string[];
  pendencies: string[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const isStatus = (value: unknown): value is StepStatus => STEP_STATUSES.includes(value as StepStatus);

/** The steps of an instance record in their order; malformed ones left out, an unknown status read as not started, an unfinished step of a cancelled instance as cancelled. */
export function parseSteps(value: unknown, instanceStatus?: unknown): InstanceStepView[] {
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
              status: stopped(isStatus(step.status) ? step.status : 'NOT_STARTED'),
              tasks: texts(step.tasks),
              pendencies: texts(step.pendencies),
            },
          ]
        : [],
    )
    .sort((a, b) => a.order - b.order);
}

/** What the media size call answers for one instance. */
export function parseMediaSize(data: unknown): { count: number; size: number } {
  const record = isObject(data) ? data : {};
  return { count: typeof record.count === 'number' ? record.count : 0, size: typeof record.size === 'number' ? record.size : 0 };
}
