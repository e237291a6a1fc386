import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import type { CallAnswer, CallContract, CallInput } from '../../framework/contracts/callContract';
import { callRequest } from '../../framework/contracts/callRequest';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { useAppSession } from '../../shell/AppSessionContext';

/** Every query of one activity's detail shares this key prefix, so a write refreshes them all. */
export const activityKey = (activityId: string): readonly unknown[] => ['activity-detail', activityId];

/**
 * Makes a read of the activity detail (src/contracts/activityDetail.ts) and hands its answer
 * to `select`; cached under the activity's key.
 *
 * @example
 * const comments = useActivityQuery(id, ACTIVITY_COMMENTS, { params: { id } }, (answer) => answer.data);
 */
export function useActivityQuery<C extends CallContract, T>(
  activityId: string,
  contract: C,
  input: CallInput<C>,
  select: (answer: CallAnswer<C>) => T,
): UseQueryResult<T> {
  const { http } = useAppSession();
  return useQuery({
    queryKey: [...activityKey(activityId), contract.method, contract.path, input],
    queryFn: () => callRequest(http, contract, input),
    select,
    retry: false,
  });
}

export interface ActivityWriteOptions {
  /** Message key of the success toast. */
  success: string;
  /** A react-admin resource whose cached records the write changes too (the activity itself). */
  resource?: string;
}

/**
 * A write of the activity detail (`mutate(input)` makes the contract's call): on success a
 * toast and every query of the activity (and of `resource`) asks again; on failure the
 * catalogue's error dialog.
 */
export function useActivityWrite<C extends CallContract>(activityId: string, contract: C, { success, resource }: ActivityWriteOptions) {
  const { http } = useAppSession();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const showError = useErrorDialog();
  return useMutation({
    mutationFn: (input: CallInput<C>) => callRequest(http, contract, input),
    onSuccess: async () => {
      notify(success, { type: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKey(activityId) }),
        ...(resource ? [queryClient.invalidateQueries({ queryKey: [resource] })] : []),
      ]);
    },
    onError: (error) => showError(error),
  });
}
