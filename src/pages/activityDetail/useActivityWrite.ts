import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { ACTIVITY_COMMENTS, ACTIVITY_DETAILS, DELETED_ACTIVITY_COMMENTS, EXECUTION_INSTRUCTIONS } from '../../contracts/activityDetail';
import type { CallContract, CallInput } from '../../framework/contracts/callContract';
import { useCallMutation } from '../../framework/contracts/useCall';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';

/** The reads of an activity's detail: any write asks them all again (a task added shows in the details, a comment deleted among the deleted ones). */
export const ACTIVITY_READS: readonly CallContract[] = [ACTIVITY_DETAILS, ACTIVITY_COMMENTS, DELETED_ACTIVITY_COMMENTS, EXECUTION_INSTRUCTIONS];

export interface ActivityWriteOptions {
  /** Message key of the success toast. */
  success: string;
  /** A react-admin resource whose cached records the write changes too (the activity itself). */
  resource?: string;
}

/** What the caller does after one write: once it succeeded (the reads asked again), and once it ended either way. */
export interface WriteEnd {
  onSuccess?: () => void;
  onSettled?: () => void;
}

export interface ActivityWrite<C extends CallContract> {
  run: (input: CallInput<C>, end?: WriteEnd) => void;
  isPending: boolean;
}

/**
 * A write of the activity detail: `run(input)` makes the contract's call; on success every
 * read of the detail (and `resource`'s cached records) asks again and a toast says so; a
 * failure opens the catalogue's error dialog. Used by the page's or panel's controller,
 * which stays mounted while a row that asked for the write may go.
 *
 * @example
 * const create = useActivityWrite(CREATE_COMMENT, { success: 'app.activity_detail.comments.added' });
 * create.run({ body: { activityId, comment } }, { onSuccess: () => setText('') });
 */
export function useActivityWrite<C extends CallContract>(contract: C, { success, resource }: ActivityWriteOptions): ActivityWrite<C> {
  const mutation = useCallMutation(contract, { invalidates: ACTIVITY_READS });
  const queryClient = useQueryClient();
  const notify = useNotify();
  const showError = useErrorDialog();
  return {
    run: (input, { onSuccess, onSettled } = {}) =>
      mutation.mutate(input, {
        onSuccess: async () => {
          notify(success, { type: 'success' });
          if (resource) await queryClient.invalidateQueries({ queryKey: [resource] });
          onSuccess?.();
        },
        onError: (error) => showError(error),
        onSettled: () => onSettled?.(),
      }),
    isPending: mutation.isPending,
  };
}
