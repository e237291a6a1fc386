import type { ForwardTemplate } from '../../contracts/pendencyForward';
import type { StoredRecord } from '../store/readCollectionFile';

type ForwardTemplateStep = ForwardTemplate['steps'][number];

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function stepOf(step: unknown): ForwardTemplateStep | undefined {
  if (step === null || typeof step !== 'object') return undefined;
  const { _id: id, name, bpmnActivityId, tasks } = step as Record<string, unknown>;
  if (typeof id !== 'string' || typeof bpmnActivityId !== 'string') return undefined;
  return { _id: id, ...(typeof name === 'string' ? { name } : {}), bpmnActivityId, tasks: strings(tasks) };
}

/**
 * The templates a pendency can be forwarded through, by name: those with at least one
 * step bound to a model activity (the steps an instance goes through, as instanceSteps
 * takes them), each with those steps and their tasks. A step may have no task yet: the
 * user adds some before forwarding.
 */
export function forwardTemplates(templates: readonly StoredRecord[], idField: string): ForwardTemplate[] {
  return templates
    .map((template) => ({
      _id: String(template[idField]),
      name: typeof template.name === 'string' ? template.name : String(template[idField]),
      steps: (Array.isArray(template.steps) ? template.steps : []).map(stepOf).filter((step): step is ForwardTemplateStep => step !== undefined),
    }))
    .filter((template) => template.steps.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
}
