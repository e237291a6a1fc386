import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFicSession } from './FicProject';
import { ficRequest } from './ficRequest';
import type { FicScreen } from './ficKinds';
import { readPage, type FicPage } from './ficShapes';

/** How long a loaded page of a FIC list is reused without asking FIC again (spec §9: "reused if the last load is recent"; the threshold is ours). */
export const FIC_LIST_FRESH_MS = 2 * 60_000;

export interface FicFilters {
  status: string;
  number: string;
  /** '' (all), 'true' or 'false'. */
  imported: string;
}

export const NO_FILTERS: FicFilters = { status: '', number: '', imported: '' };

/** The list's query parameters (spec §7): only the filters set. */
export function filterParams(filters: FicFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

/** One page of a FIC list for the selected project, from the cache while fresh. */
export function useFicList(screen: FicScreen, filters: FicFilters, page: number, pageSize: number) {
  const { fetch, projectKey } = useFicSession();
  return useQuery<FicPage>({
    queryKey: ['fic', screen.kind, projectKey, filters, page, pageSize],
    queryFn: async () => {
      const answer = await ficRequest(fetch, { path: screen.listPath, query: { ...filterParams(filters), pageSize: String(pageSize), pageno: String(page + 1), collectionCount: 'true' } });
      return readPage((answer.json as { data?: unknown } | undefined)?.data);
    },
    staleTime: FIC_LIST_FRESH_MS,
    gcTime: FIC_LIST_FRESH_MS,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
