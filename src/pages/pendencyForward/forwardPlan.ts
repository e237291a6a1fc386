import type { ForwardBody, ForwardTemplate } from '../../contracts/pendencyForward';

/** A task of a step: one of the catalogue (by id), or one typed here and not created yet. */
export type PlannedTask = { kind: 'saved'; id: string } | { kind: 'new'; key: string; description: string };

export interface PlannedStep {
  stepId: string;
  name: string;
  tasks: PlannedTask[];
}

/** The steps of `template`, each with its template tasks. */
export function planOf(template: ForwardTemplate): PlannedStep[] {
  return template.steps.map((step) => ({ stepId: step._id, name: step.name ?? step.bpmnActivityId, tasks: step.tasks.map((id) => ({ kind: 'saved', id })) }));
}

/** The ids of the steps left with no task (forwarding refuses them). */
export function emptySteps(plan: readonly PlannedStep[]): string[] {
  return plan.filter((step) => step.tasks.length === 0).map((step) => step.stepId);
}

const sameTask = (a: PlannedTask, b: PlannedTask): boolean =>
  a.kind === 'saved' && b.kind === 'saved' ? a.id === b.id : a.kind === 'new' && b.kind === 'new' && a.key === b.key;

/** `plan` with `task` added to the step `stepId` (once). */
export function addTask(plan: readonly PlannedStep[], stepId: string, task: PlannedTask): PlannedStep[] {
  return plan.map((step) => (step.stepId === stepId && !step.tasks.some((held) => sameTask(held, task)) ? { ...step, tasks: [...step.tasks, task] } : step));
}

/** `plan` without `task` in the step `stepId`. */
export function removeTask(plan: readonly PlannedStep[], stepId: string, task: PlannedTask): PlannedStep[] {
  return plan.map((step) => (step.stepId === stepId ? { ...step, tasks: step.tasks.filter((held) => !sameTask(held, task)) } : step));
}

/** The tasks typed here and not created yet, once each. */
export function newTasks(plan: readonly PlannedStep[]): { key: string; description: string }[] {
  const byKey = new Map<string, { key: string; description: string }>();
  for (const step of plan) for (const task of step.tasks) if (task.kind === 'new') byKey.set(task.key, { key: task.key, description: task.description });
  return [...byKey.values()];
}

/** `plan` with each new task whose key `created` maps replaced by the saved task of that id. */
export function withCreatedTasks(plan: readonly PlannedStep[], created: ReadonlyMap<string, string>): PlannedStep[] {
  return plan.map((step) => ({
    ...step,
    tasks: step.tasks.map((task): PlannedTask => {
      const id = task.kind === 'new' ? created.get(task.key) : undefined;
      return id === undefined ? task : { kind: 'saved', id };
    }),
  }));
}

/** The body of `POST pendency/{id}/forward`: every step with its saved task ids (create the new ones first). */
export function forwardBody(templateId: string, plan: readonly PlannedStep[]): ForwardBody {
  return {
    digitalProcessId: templateId,
    steps: plan.map((step) => ({ stepId: step.stepId, tasks: step.tasks.flatMap((task) => (task.kind === 'saved' ? [task.id] : [])) })),
  };
}
