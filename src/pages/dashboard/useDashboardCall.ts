import type { ACTIVITIES_NOT_ASSIGNED, TOTAL_BY_STATUS, TOTAL_TASKS_ASSIGNED } from '../../contracts/dashboard';
import type { CallAnswer } from '../../framework/contracts/callContract';
import { useCall } from '../../framework/contracts/useCall';
import { quietHeaders } from '../../framework/data/httpDeclaration';
import { useMemo } from 'react';

/** What a dashboard card shows: narrowed on `status`. */
export type DashboardResult<T> = { status: 'pending' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

/** The dashboard calls of spec §7 (src/contracts/dashboard.ts); each takes no input the card sets. */
export type DashboardCall = typeof TOTAL_BY_STATUS | typeof TOTAL_TASKS_ASSIGNED | typeof ACTIVITIES_NOT_ASSIGNED;

/** The `data` payload of a call's answer. */
type Payload<C extends DashboardCall> = CallAnswer<C> extends { data: infer D } ? D : never;

/**
 * One dashboard call for the selected scope (the call hooks key their answers by scope),
 * as the card's result: its `data` payload once answered.
 *
 * @example
 * const totals = useDashboardCall(TOTAL_BY_STATUS);
 * if (totals.status === 'success') totals.data.total;
 */
export function useDashboardCall<C extends DashboardCall>(call: C): DashboardResult<Payload<C>> {
  // Spec §7 sends these without the loader: each card shows its own skeleton, and a failure stays in its card instead of the global popup.
  const quiet = useMemo(() => ({ options: { headers: quietHeaders() } }), []);
  const query = useCall<DashboardCall>(call, {}, quiet);
  if (query.isPending) return { status: 'pending' };
  if (query.isError) return { status: 'error', error: query.error };
  return { status: 'success', data: query.data.data as Payload<C> };
}
