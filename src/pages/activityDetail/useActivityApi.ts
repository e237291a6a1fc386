import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import type { HttpRequest } from '../../framework/data/httpClient';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { useAppSession } from '../../shell/AppSessionContext';

/** Every query of one activity's detail shares this key prefix, so a write refreshes them all. */
export const activityKey = (activityId: string): readonly unknown[] => ['activity-detail', activityId];

/** GET `path` and hand its `data` to `parse`; cached under the activity's key. */
export function useActivityQuery<T>(activityId: string, path: string, parse: (data: unknown) => T): UseQueryResult<T> {
  const { http } = useAppSession();
  return useQuery({
    queryKey: [...activityKey(activityId), path],
    queryFn: async () => {
      const { json } = await http({ path });
      return parse((json as { data?: unknown } | undefined)?.data);
    },
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
 * A write of the activity detail: on success a toast and every query of the activity
 * (and of `resource`) asks again; on failure the catalogue's error dialog.
 */
export function useActivityWrite(activityId: string, { success, resource }: ActivityWriteOptions) {
  const { http } = useAppSession();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const showError = useErrorDialog();
  return useMutation({
    mutationFn: async (request: HttpRequest) => (await http(request)).json,
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
