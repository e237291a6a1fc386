import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import { TASK_TIMELINE } from '../../contracts/timeline';
import { useInvalidateCalls } from '../../framework/contracts/useInvalidateCalls';
import type { AdminDataProvider } from '../../framework/data/createDataProvider';
import { refusalText } from './refusalText';
import type { StatusChange } from './StatusChangeDialog';
import type { TaskWrite } from './useTaskWrite';

/** The task resource and its status action (resources/activity-task.resource.json: PUT activity-task/update-status, the task's id in the body). */
const TASK_RESOURCE = 'activity-task';
const STATUS_ACTION = 'updateStatus';

/**
 * A task's status change (spec §4), through the task resource's own status action (an
 * entity action, not a hand-written call): once saved, the task's timeline is asked again.
 */
export function useTaskStatusChange(activityId: string, taskId: string): TaskWrite<StatusChange> {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useInvalidateCalls();
  const mutation = useMutation({
    mutationFn: (change: StatusChange) => dataProvider.runAction(TASK_RESOURCE, { action: STATUS_ACTION, id: taskId, body: { activityId, ...change } }),
    onSuccess: () => refresh(TASK_TIMELINE),
  });
  return {
    run: (change, onSuccess) => mutation.mutate(change, onSuccess ? { onSuccess } : undefined),
    isPending: mutation.isPending,
    error: mutation.error ? refusalText(mutation.error, translate) : undefined,
    reset: mutation.reset,
  };
}
