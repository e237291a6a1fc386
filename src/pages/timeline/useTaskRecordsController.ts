import { useState } from 'react';
import { ADD_TASK_RECORD, DELETE_TASK_RECORD, EDIT_TASK_RECORD } from '../../contracts/taskWork';
import { useResourceModel } from '../../framework/registry/RegistryContext';
import { fieldSchema } from '../../framework/registry/schemaProperties';
import { taskRecordsOf, type TaskRecordItem } from './taskRecordList';
import type { TaskTextSave } from './useTaskTextController';
import { useTaskWrite } from './useTaskWrite';

const TASK_RESOURCE = 'activity-task';
/** Records drawn at first, the newest (a task may hold hundreds, each an editor). */
export const RECORDS_SHOWN = 20;
/** Earlier records drawn at each click. */
export const EARLIER_STEP = 100;

export interface TaskRecordsParams {
  activityId: string;
  taskId: string;
  task: Readonly<Record<string, unknown>>;
}

/**
 * The task records' rules and calls (spec §7): the newest records first and earlier ones on
 * demand, a new record until the schema's `maxItems` is reached, each record's save, and the
 * record being deleted with its delete and reason.
 */
export function useTaskRecordsController({ activityId, taskId, task }: TaskRecordsParams) {
  const [deleting, setDeleting] = useState<TaskRecordItem | undefined>();
  const [shownCount, setShownCount] = useState(RECORDS_SHOWN);
  const remove = useTaskWrite(DELETE_TASK_RECORD);
  const limit = fieldSchema(useResourceModel(TASK_RESOURCE).schema, 'registers')?.maxItems;
  const records = taskRecordsOf(task);
  const firstShown = Math.max(0, records.length - shownCount);
  const params = { id: taskId };
  return {
    records,
    /** The records drawn, each with its number in the whole list (from 1). */
    shown: records.slice(firstShown).map((record, offset) => ({ record, number: firstShown + offset + 1 })),
    /** How many earlier records the next click draws (0: every record is drawn). */
    earlier: Math.min(firstShown, EARLIER_STEP),
    showEarlier: () => setShownCount((count) => count + EARLIER_STEP),
    limit,
    full: typeof limit === 'number' && records.length >= limit,
    add: { contract: ADD_TASK_RECORD, inputOf: (record) => ({ params, body: { activityId, record } }) } satisfies TaskTextSave<typeof ADD_TASK_RECORD>,
    edit: (recordId: string): TaskTextSave<typeof EDIT_TASK_RECORD> => ({
      contract: EDIT_TASK_RECORD,
      inputOf: (record) => ({ params, body: { activityId, recordId, record } }),
    }),
    deleting,
    setDeleting,
    closeDelete: () => {
      setDeleting(undefined);
      remove.reset();
    },
    remove: {
      /** `done` resets the dialog and closes it. */
      confirm: (reason: string, done: () => void) => {
        if (!deleting) return;
        remove.run({ params: { ...params, recordId: deleting._id }, body: { reasonDeletingRegistersOrMedias: reason } }, done);
      },
      isPending: remove.isPending,
      error: remove.error,
    },
  };
}
