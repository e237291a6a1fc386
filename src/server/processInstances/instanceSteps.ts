import { TASKS_IN_ALL_STEPS, type InstanceStep } from '../../contracts/processInstances';
import type { StoredRecord } from '../store/readCollectionFile';

// The pendency forward call (src/server/pendencyForward) builds its instance's steps here too.
export type { InstanceStep };

/** Tasks chosen for each template step (by step id), replacing the template's own. */
export type TasksByStep = Readonly<Record<string, readonly string[]>>;

export type InstanceStepsResult =
  | { ok: true; steps: InstanceStep[] }
  /** `stepsWithoutTasks` names the template steps (ids) left with no task; empty when the template has no step. */
  | { ok: false; error: typeof TASKS_IN_ALL_STEPS; stepsWithoutTasks: string[] };

interface TemplateStep {
  _id?: unknown;
  name?: unknown;
  bpmnActivityId?: unknown;
  tasks?: unknown;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The steps a new instance of `template` goes through, in the template's order, each with
 * its tasks (`chosen` replaces a step's template tasks). Refused when the template has no
 * step or a step ends with no task: an instance must have work in every step.
 */
export function instanceSteps(template: StoredRecord, chosen: TasksByStep = {}): InstanceStepsResult {
  const templateSteps = (Array.isArray(template.steps) ? (template.steps as TemplateStep[]) : []).filter(
    (step): step is TemplateStep & { _id: string; bpmnActivityId: string } => typeof step._id === 'string' && typeof step.bpmnActivityId === 'string',
  );
  const steps = templateSteps.map((step, order): InstanceStep => ({
    _id: step._id,
    bpmnActivityId: step.bpmnActivityId,
    ...(typeof step.name === 'string' ? { name: step.name } : {}),
    order,
    status: 'NOT_STARTED',
    tasks: [...new Set(Object.hasOwn(chosen, step._id) ? (chosen[step._id] ?? []) : strings(step.tasks))],
    pendencies: [],
  }));
  const stepsWithoutTasks = steps.filter((step) => step.tasks.length === 0).map((step) => step._id);
  if (steps.length === 0 || stepsWithoutTasks.length > 0) return { ok: false, error: TASKS_IN_ALL_STEPS, stepsWithoutTasks };
  return { ok: true, steps };
}
