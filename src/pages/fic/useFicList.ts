import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FicFilter, FicListRow } from '../../contracts/fic';
import { callRequest } from '../../framework/contracts/callRequest';
import { useFicSession } from './FicProject';
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

export interface FicPage {
  items: FicListRow[];
  count: number;
}

/** One page of a FIC list for the selected project, from the cache while fresh. */
export function useFicList(screen: FicScreen, filters: FicFilters, page: number, pageSize: number) {
  const { http, context, projectKey } = useFicSession();
  return useQuery<FicPage>({
    queryKey: ['fic', screen.kind, projectKey, filters, page, pageSize],
    queryFn: async () => {
      const { data } = await callRequest(
        http,
        screen.calls.list,
        { query: { ...filterOf(filters), pageSize, pageno: page + 1, collectionCount: true } },
        { context },
      );
      return { items: data.items, count: data.count ?? data.items.length };
    },
    staleTime: FIC_LIST_FRESH_MS,
    gcTime: FIC_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
