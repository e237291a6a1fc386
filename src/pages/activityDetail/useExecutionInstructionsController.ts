import { useState } from 'react';
import { useGetOne } from 'react-admin';
import { ADD_EXECUTION_INSTRUCTION, CHANGE_EXECUTION_INSTRUCTION, DELETE_EXECUTION_INSTRUCTION, EXECUTION_INSTRUCTIONS } from '../../contracts/activityDetail';
import { useCall } from '../../framework/contracts/useCall';
import { useActivityRights } from './activityRoles';
import { useActivityWrite } from './useActivityWrite';

/** The resource the instructions belong to (spec §2 names the route after it). */
export const ACTIVITY = 'activity';

/** Whether the activity asked for names none (or one out of reach): the API answers 404, or 400 for an id of another shape. */
export function isMissing(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}

/**
 * The execution instructions page's rules and calls: the activity (its description, and
 * whether it exists), its instructions, and adding, changing and deleting one for whoever
 * may write notes on an activity that exists.
 */
export function useExecutionInstructionsController(activityId: string) {
  const rights = useActivityRights();
  const activity = useGetOne(ACTIVITY, { id: activityId }, { retry: false });
  const instructions = useCall(EXECUTION_INSTRUCTIONS, { params: { id: activityId } });
  const create = useActivityWrite(ADD_EXECUTION_INSTRUCTION, { success: 'app.activity_detail.instructions.added' });
  const update = useActivityWrite(CHANGE_EXECUTION_INSTRUCTION, { success: 'app.activity_detail.instructions.updated' });
  const remove = useActivityWrite(DELETE_EXECUTION_INSTRUCTION, { success: 'app.activity_detail.instructions.deleted' });
  const [text, setText] = useState('');
  // An id that names no activity gets no form to write into: the page says so under its title.
  const notFound = activity.isError && isMissing(activity.error);
  const instruction = (instrId: string) => ({ id: activityId, instrId });
  return {
    description: activity.data ? String(activity.data.description ?? '') : undefined,
    notFound,
    /** What the page needs first: the activity, then (when it exists) its instructions. */
    isPending: activity.isPending || (!notFound && instructions.isPending),
    error: notFound ? null : instructions.error,
    rows: instructions.data?.data ?? [],
    canWrite: rights.note && activity.isSuccess,
    text,
    setText,
    canAdd: text.trim() !== '' && !create.isPending,
    add: () => create.run({ params: { id: activityId }, body: { description: text.trim() } }, { onSuccess: () => setText('') }),
    isChanging: update.isPending,
    change: (instrId: string, description: string, onSuccess: () => void) =>
      update.run({ params: instruction(instrId), body: { description: description.trim() } }, { onSuccess }),
    isRemoving: remove.isPending,
    remove: (instrId: string, onSettled: () => void) => remove.run({ params: instruction(instrId) }, { onSettled }),
  };
}

export type ExecutionInstructionsController = ReturnType<typeof useExecutionInstructionsController>;
