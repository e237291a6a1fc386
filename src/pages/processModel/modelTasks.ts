import { BINDABLE_TYPES } from '../../contracts/processEngine';
import type { DiagramElement } from './bpmnServices';

/** A task or user task of the model being edited. */
export interface ModelTask {
  id: string;
  /** Its name in the model, empty when it has none. */
  name: string;
}

/** The bindable tasks among the diagram's elements, in drawing order. */
export function modelTasks(elements: readonly DiagramElement[]): ModelTask[] {
  return elements
    .filter((element) => BINDABLE_TYPES.has(element.type))
    .map((element) => ({ id: element.id, name: element.businessObject?.name?.trim() ?? '' }));
}

/** Whether two task lists name the same tasks in the same order: an edit that leaves them so (a move, a flow) redraws no step panel. */
export function sameTasks(before: readonly ModelTask[], after: readonly ModelTask[]): boolean {
  return before.length === after.length && before.every((task, index) => task.id === after[index]?.id && task.name === after[index]?.name);
}
