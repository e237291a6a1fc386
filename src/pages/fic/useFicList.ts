import type { FicFilter, FicListRow } from '../../contracts/fic';
import { useCall } from '../../framework/contracts/useCall';
import type { FicScreen } from './ficKinds';

/** How long a loaded page of a FIC list is reused without asking FIC again (spec §9: "reused if the last load is recent"; the threshold is ours). */
export const FIC_LIST_FRESH_MS = 2 * 60_000;

/** The filters as the screen holds them: texts, '' when not set. */
export interface FicFilters {
  status: string;
  number: string;
  /** '' (all), 'true' or 'false'. */
  imported: string;
}

export const NO_FILTERS: FicFilters = { status: '', number: '', imported: '' };

/** The filters as the calls take them (spec §7): only those set. */
export function filterOf({ status, number, imported }: FicFilters): FicFilter {
  return {
    ...(status !== '' ? { status: status as NonNullable<FicFilter['status']> } : {}),
    ...(number !== '' ? { number } : {}),
    ...(imported !== '' ? { imported: imported === 'true' } : {}),
  };
}

/** One page of a FIC list as the screen shows it: its rows, how many match, and whether it is loading or failed. */
export interface FicPage {
  rows: FicListRow[];
  count: number;
  isPending: boolean;
  error: Error | null;
}

/** One page of a FIC list, from the cache while fresh; the last page stays shown while the next loads. */
export function useFicList(screen: FicScreen, filters: FicFilters, page: number, pageSize: number): FicPage {
  const list = useCall(
    screen.calls.list,
    { query: { ...filterOf(filters), pageSize, pageno: page + 1, collectionCount: true } },
    { staleTime: FIC_LIST_FRESH_MS, keepPrevious: true },
  );
  const data = list.data?.data;
  return { rows: data?.items ?? [], count: data?.count ?? data?.items.length ?? 0, isPending: list.isPending, error: list.error };
}
