import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TimelinePage } from '../../contracts/timeline';
import { useAppSession } from '../../shell/AppSessionContext';
import { useScope } from '../../shell/scope/ScopeContext';
import { fetchTimeline, timelineQuery, type TimelineSubject } from './timelineCalls';

/** One page of a subject's timeline (scope in the key: its headers go with the call); the previous page stays shown while the next loads. */
export function useTimeline(subject: TimelineSubject, kinds: readonly string[], page: number) {
  const { http } = useAppSession();
  const scope = useScope();
  return useQuery<TimelinePage>({
    queryKey: ['timeline', subject.call.path, subject.params, kinds, page, scope],
    queryFn: () => fetchTimeline(http, subject, timelineQuery(kinds, page)),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
