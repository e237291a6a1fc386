/** A plan task as the reorder needs it: its id and its stored order. */
export interface OrderedTask {
  id: string;
  order: number;
}

/** One write of a reorder: the task and its new order. */
export interface OrderChange {
  id: string;
  order: number;
}

/**
 * The writes that move the task at `index` by `delta` places (-1 up, +1 down): the list is
 * renumbered 1..n in its new order and only the tasks whose order changes are written, so
 * duplicate or missing orders in stored data are repaired on the first move. A move past
 * either end changes nothing.
 */
export function reorderTasks(tasks: readonly OrderedTask[], index: number, delta: -1 | 1): OrderChange[] {
  const target = index + delta;
  if (index < 0 || index >= tasks.length || target < 0 || target >= tasks.length) return [];
  const moved = [...tasks];
  const [task] = moved.splice(index, 1);
  if (!task) return [];
  moved.splice(target, 0, task);
  return moved.flatMap((entry, position) => (entry.order === position + 1 ? [] : [{ id: entry.id, order: position + 1 }]));
}
