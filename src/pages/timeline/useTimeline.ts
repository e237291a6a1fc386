import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppSession } from '../../shell/AppSessionContext';
import { useScope } from '../../shell/scope/ScopeContext';
import { parseTimelinePage, timelineQuery, type TimelinePage } from './timelineCalls';

/** One page of the timeline at `path` (scope in the key: its headers go with the call); the previous page stays shown while the next loads. */
export function useTimeline(path: string, kinds: readonly string[], page: number) {
  const { http } = useAppSession();
  const scope = useScope();
  return useQuery<TimelinePage>({
    queryKey: ['timeline', path, kinds, page, scope],
    queryFn: async () => {
      const response = await http({ path, query: timelineQuery(kinds, page) });
      return parseTimelinePage((response.json as { data?: unknown } | undefined)?.data);
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}
