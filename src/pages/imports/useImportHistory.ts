import { useQuery } from '@tanstack/react-query';
import type { ImportHistoryEntry } from '../../contracts/imports';
import { useCallClient } from '../../framework/contracts/CallClientContext';
import { quietHeaders } from '../../framework/data/httpDeclaration';

/** How often the history is read again while a run is in progress. */
const POLL_MS = 1000;
/** The latest runs shown. */
const SHOWN_RUNS = 5;

/**
 * The latest runs of a background import, newest first, read from its history resource
 * without the loader, and again every second while one is in progress (spec §4). The
 * history is a generated resource with no call contract of its own: it is read through the
 * call hooks' HTTP client, as its records are (src/contracts/imports.ts ImportHistoryEntry).
 */
export function useImportHistory(history: string) {
  const { http, contextKey } = useCallClient();
  return useQuery({
    queryKey: ['import-history', history, contextKey],
    queryFn: async () => {
      const response = await http({ path: history, headers: quietHeaders() });
      const entries = ((response.json as { data?: unknown }).data ?? []) as ImportHistoryEntry[];
      return [...entries].sort((a, b) => String(b.beginTime).localeCompare(String(a.beginTime))).slice(0, SHOWN_RUNS);
    },
    refetchInterval: (query) => (query.state.data?.some((entry) => entry.inProgressImporting) ? POLL_MS : false),
  });
}
