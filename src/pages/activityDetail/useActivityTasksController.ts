import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { ACTIVITY_DETAILS, ADD_ACTIVITY_TASKS, REMOVE_ACTIVITY_TASKS, type ActivityTaskRow } from '../../contracts/activityDetail';
import { useCall } from '../../framework/contracts/useCall';
import { useActivityWrite } from './useActivityWrite';

/** Rows per page of the tasks table: a checklist of hundreds of tasks stays quick to draw. */
export const ROWS_PER_PAGE = 25;

/** The page shown of `count` rows when `asked` was asked for: after a removal the page asked for may be past the end. */
export function shownPage(asked: number, count: number): number {
  return Math.min(asked, Math.max(0, Math.ceil(count / ROWS_PER_PAGE) - 1));
}

/**
 * The tasks panel's rules and calls: the activity's tasks a page at a time, the catalogue
 * tasks chosen to add and their add, the rows ticked and their removal behind a confirmation.
 */
export function useActivityTasksController(activityId: string) {
  const tasks = useCall(ACTIVITY_DETAILS, { params: { id: activityId } });
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState<RaRecord[]>([]);
  const [confirming, setConfirming] = useState(false);
  const add = useActivityWrite(ADD_ACTIVITY_TASKS, { success: 'app.activity_detail.tasks.added' });
  const remove = useActivityWrite(REMOVE_ACTIVITY_TASKS, { success: 'app.activity_detail.tasks.removed' });
  const rows: ActivityTaskRow[] = tasks.data?.data.tasks ?? [];
  const current = shownPage(page, rows.length);
  return {
    isPending: tasks.isPending,
    rows,
    shown: rows.slice(current * ROWS_PER_PAGE, (current + 1) * ROWS_PER_PAGE),
    page: current,
    setPage,
    selected,
    toggle: (id: string) =>
      setSelected((ticked) => {
        const next = new Set(ticked);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    adding,
    setAdding,
    canAdd: adding.length > 0 && !add.isPending,
    addChosen: () => add.run({ body: { activityId, tasks: adding.map((record) => String(record.id)) } }, { onSuccess: () => setAdding([]) }),
    canRemove: selected.size > 0 && !remove.isPending,
    isRemoving: remove.isPending,
    confirming,
    setConfirming,
    removeSelected: () =>
      remove.run(
        { body: { activityId, activityTasksIds: [...selected] } },
        {
          onSuccess: () => setSelected(new Set()),
          onSettled: () => setConfirming(false),
        },
      ),
  };
}
