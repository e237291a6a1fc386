import { useQuery } from '@tanstack/react-query';
import { LOADER_TYPE_HEADER, NO_LOADER } from '../../framework/feedback/pendingRequests';
import { useAppSession } from '../../shell/AppSessionContext';
import { useScope } from '../../shell/scope/ScopeContext';
import type { DashboardCall } from './dashboardCalls';

/** What a dashboard card shows: narrowed on `status`. */
export type DashboardResult<T> = { status: 'pending' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

/**
 * One dashboard call for the selected scope (the scope headers go with every request, so
 * the scope is part of the key). Spec §7 sends these without the loader: each card shows
 * its own skeleton, and a failure stays in its card instead of the global popup.
 *
 * @example
 * const totals = useDashboardCall(TOTAL_BY_STATUS);
 * if (totals.status === 'success') totals.data.total;
 */
export function useDashboardCall<T>(call: DashboardCall<T>): DashboardResult<T> {
  const { http } = useAppSession();
  const scope = useScope();
  const query = useQuery({
    queryKey: ['dashboard', call.path, scope],
    queryFn: async () => {
      const response = await http({ path: call.path, headers: { [LOADER_TYPE_HEADER]: NO_LOADER } });
      return call.parse((response.json as { data?: unknown } | undefined)?.data);
    },
    retry: false,
  });
  if (query.isPending) return { status: 'pending' };
  if (query.isError) return { status: 'error', error: query.error };
  return { status: 'success', data: query.data };
}
