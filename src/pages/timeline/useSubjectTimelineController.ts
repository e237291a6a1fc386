import { useState } from 'react';
import { ApiError } from '../../framework/data/ApiError';
import { useCall } from '../../framework/contracts/useCall';
import { timelineQuery, type TimelineSubject } from './timelineCalls';

/** The message key of a failed timeline: a subject that does not exist says so. */
export const timelineErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.status === 404 ? 'app.timeline.not_found' : 'app.timeline.error';

/**
 * A timeline page's rules and call: the kinds chosen (none: every kind) and the page shown,
 * back to the first page when the kinds change; one page of the subject's timeline, the
 * previous page kept on screen while the next one comes.
 */
export function useSubjectTimelineController({ call, params }: TimelineSubject) {
  const [kinds, setKinds] = useState<string[]>([]);
  const [page, setPage] = useState(0);
  const result = useCall(call, { params, query: timelineQuery(kinds, page) }, { keepPrevious: true });
  return {
    data: result.data?.data,
    isPending: result.isPending,
    error: result.error,
    kinds,
    setKinds: (next: string[]) => {
      setKinds(next);
      setPage(0);
    },
    page,
    setPage,
  };
}
