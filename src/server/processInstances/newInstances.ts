import type { Instance, InstanceStep } from '../../contracts/processInstances';
import type { StoredRecord } from '../store/readCollectionFile';
import { instanceSteps, type InstanceStepsResult, type TasksByStep } from './instanceSteps';

/** Longest instance name the schema takes. */
const NAME_MAX = 250;

export interface NewInstancesInput {
  template: StoredRecord;
  elements: readonly StoredRecord[];
  /** Tasks chosen for each template step, replacing the template's own. */
  tasksByStep?: TasksByStep;
  /** A fresh record id each call. */
  newId: () => string;
  now: Date;
}

export type NewInstancesResult = { ok: true; instances: Instance[] } | Extract<InstanceStepsResult, { ok: false }>;

/** How an element is named in its instance's name: its tag, else its name, else its id. */
function elementLabel(element: StoredRecord): string {
  const label = [element.identifier, element.name, element._id].find((value) => typeof value === 'string' && value.trim() !== '');
  return String(label ?? '');
}

/**
 * The records of the new instances of `template`, one per element, named "template name -
 * element tag", not started, each with its own copy of the template's steps. Refused as a
 * whole when a step is left with no task (an instance must have work in every step).
 */
export function newInstances({ template, elements, tasksByStep, newId, now }: NewInstancesInput): NewInstancesResult {
  const built = instanceSteps(template, tasksByStep);
  if (!built.ok) return built;
  const time = now.toISOString();
  const templateName = typeof template.name === 'string' ? template.name : String(template._id ?? '');
  const instances = elements.map((element): Instance => {
    const steps: InstanceStep[] = built.steps.map((step) => ({ ...step, tasks: [...step.tasks], pendencies: [] }));
    return {
      _id: newId(),
      name: `${templateName} - ${elementLabel(element)}`.slice(0, NAME_MAX),
      digitalProcessId: String(template._id),
      elementId: String(element._id),
      ...(typeof element.projectId === 'string' ? { projectId: element.projectId } : {}),
      executionStatus: 'NOT_STARTED',
      impeditivePendenciesCount: 0,
      nonImpeditivePendenciesCount: 0,
      pendencies: [],
      steps,
      createdAt: time,
      updatedAt: time,
    };
  });
  return { ok: true, instances };
}
