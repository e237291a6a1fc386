import type { BpmnItem, TemplateActivity } from '../../contracts/processEngine';
import type { StoredRecord } from '../store/readCollectionFile';

interface Step {
  _id?: string;
  name?: string;
  bpmnActivityId?: string;
  tasks?: string[];
}

const STEP_NAME_MAX = 120;

function stepsOf(record: StoredRecord): Step[] {
  return Array.isArray(record.steps) ? (record.steps as Step[]) : [];
}

/** The tasks a stored template binds to `activityId`: its `activities` entry, else the step standing for it. */
export function boundTasks(record: StoredRecord, activityId: string): string[] {
  const activities = Array.isArray(record.activities) ? (record.activities as Partial<TemplateActivity>[]) : [];
  const entry = activities.find((activity) => activity.id === activityId);
  if (Array.isArray(entry?.tasks)) return entry.tasks;
  return stepsOf(record).find((step) => step.bpmnActivityId === activityId)?.tasks ?? [];
}

/**
 * The steps an instance goes through, one per model activity in `order`, each with its
 * bound tasks; a step that already stood for the activity keeps its id.
 */
export function stepsFor(record: StoredRecord, activities: readonly TemplateActivity[], order: readonly string[], newId: () => string): Step[] {
  const previous = stepsOf(record);
  const byId = new Map(activities.map((activity) => [activity.id, activity]));
  return order.flatMap((id) => {
    const activity = byId.get(id);
    if (!activity) return [];
    const kept = previous.find((step) => step.bpmnActivityId === id);
    return [{ _id: kept?._id ?? newId(), name: (activity.name || activity.id).slice(0, STEP_NAME_MAX), bpmnActivityId: id, tasks: activity.tasks }];
  });
}

/** The model's activities with the tasks of `record` bound to them. */
export function withBoundTasks(record: StoredRecord, activities: readonly BpmnItem[]): TemplateActivity[] {
  return activities.map(({ id, name }) => ({ id, ...(name ? { name } : {}), tasks: boundTasks(record, id) }));
}
