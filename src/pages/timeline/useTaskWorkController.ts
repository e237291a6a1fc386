import { useState } from 'react';
import { DELETE_JUSTIFICATION, SET_JUSTIFICATION } from '../../contracts/taskWork';
import type { StatusChange } from './StatusChangeDialog';
import { useTaskStatuses } from './taskStatuses';
import type { TaskTextSave } from './useTaskTextController';
import { useTaskStatusChange } from './useTaskStatusChange';
import { useTaskWrite } from './useTaskWrite';

export interface TaskWorkParams {
  activityId: string;
  taskId: string;
  /** The task, as its timeline's subject. */
  task: Readonly<Record<string, unknown>>;
}

/**
 * The task work panel's rules and calls (spec §4): the task's status among every status
 * and its change dialog, its justification with its save and its delete with a reason.
 */
export function useTaskWorkController({ activityId, taskId, task }: TaskWorkParams) {
  const statuses = useTaskStatuses();
  const [changing, setChanging] = useState(false);
  const [deletingJustification, setDeletingJustification] = useState(false);
  const statusChange = useTaskStatusChange(activityId, taskId);
  const justificationDelete = useTaskWrite(DELETE_JUSTIFICATION);
  const justification = typeof task.justification === 'string' ? task.justification : '';
  return {
    statuses,
    /** The task's status as named in the status list, else its raw value. */
    statusName: statuses.find((status) => status.status === task.status)?.name ?? String(task.status ?? '—'),
    changing,
    openStatusChange: () => setChanging(true),
    closeStatusChange: () => {
      setChanging(false);
      statusChange.reset();
    },
    statusChange: {
      /** `done` resets the dialog and closes it. */
      submit: (change: StatusChange, done: () => void) => statusChange.run(change, done),
      isPending: statusChange.isPending,
      error: statusChange.error,
    },
    justification,
    saveJustification: {
      contract: SET_JUSTIFICATION,
      inputOf: (text) => ({ params: { id: taskId }, body: { activityId, justification: text } }),
    } satisfies TaskTextSave<typeof SET_JUSTIFICATION>,
    deletingJustification,
    openJustificationDelete: () => setDeletingJustification(true),
    closeJustificationDelete: () => {
      setDeletingJustification(false);
      justificationDelete.reset();
    },
    justificationDelete: {
      confirm: (reasonDeletion: string, done: () => void) =>
        justificationDelete.run({ params: { id: taskId }, body: { elementType: 'TASK', date: new Date().toISOString(), reasonDeletion } }, done),
      isPending: justificationDelete.isPending,
      error: justificationDelete.error,
    },
  };
}
