import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import type { TimelinePage } from '../../contracts/timeline';
import type { TimelineSubject } from './timelineCalls';
import { TimelineList } from './TimelineList';
import { useTimeline } from './useTimeline';

export interface SubjectTimelinePageProps {
  /** The timeline call and its subject's ids. */
  subject: TimelineSubject;
  /** Message key of the page title. */
  titleKey: string;
  /** The subject's own line under the title (its name, identifier). */
  describe: (subject: TimelinePage['subject']) => ReactNode;
  /** What comes between the header and the list (the task's work). */
  children?: (page: TimelinePage) => ReactNode;
}

/** A timeline page of spec §2: the subject, then its audit trail (filter chips, pages). */
export function SubjectTimelinePage({ subject, titleKey, describe, children }: SubjectTimelinePageProps) {
  const translate = useTranslate();
  const [kinds, setKinds] = useState<string[]>([]);
  const [page, setPage] = useState(0);
  const result = useTimeline(subject, kinds, page);
  const title = translate(titleKey);
  return (
    <Card sx={{ mt: 2, maxWidth: 960, minWidth: 0 }}>
      <Title title={title} />
      <CardContent sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <div>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {result.data ? (
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="timeline-subject">
              {describe(result.data.subject)}
            </Typography>
          ) : null}
        </div>
        {result.data && children ? children(result.data) : null}
        <TimelineList
          result={result}
          kinds={kinds}
          onKindsChange={(next) => {
            setKinds(next);
            setPage(0);
          }}
          page={page}
          onPageChange={setPage}
        />
      </CardContent>
    </Card>
  );
}
