import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import type { TimelinePage } from '../../contracts/timeline';
import { PageFrame } from '../../framework/pages/PageFrame';
import type { TimelineSubject } from './timelineCalls';
import { TimelineList } from './TimelineList';
import { timelineErrorMessage, useSubjectTimelineController } from './useSubjectTimelineController';

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
  const controller = useSubjectTimelineController(subject);
  const { data } = controller;
  return (
    <PageFrame
      title={translate(titleKey)}
      maxWidth={960}
      subtitle={
        data ? (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="timeline-subject">
            {describe(data.subject)}
          </Typography>
        ) : null
      }
      loading={controller.isPending}
      error={controller.error}
      errorMessage={timelineErrorMessage(controller.error)}
    >
      {data && children ? children(data) : null}
      {data ? (
        <TimelineList data={data} kinds={controller.kinds} onKindsChange={controller.setKinds} page={controller.page} onPageChange={controller.setPage} />
      ) : null}
    </PageFrame>
  );
}
