import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { describeError } from '../feedback/describeError';

export interface PageFrameProps {
  /** The page's title, translated: in the app bar, the browser tab and the page's heading. */
  title: string;
  /** The page's heading when it says something else than the title (the welcome of the home page, the selected node's name); the title when absent. */
  heading?: ReactNode;
  /** An id for the heading, for what the page names by it (a list labelled by the page's heading). */
  headingId?: string;
  /** A line under the heading (what the page is about: the record, the scope). */
  subtitle?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** What the page needs first is still coming: a spinner instead of the content. */
  loading?: boolean;
  /** What the page needs failed: its message instead of the content (a refusal's text from the error catalogue). */
  error?: unknown;
  /** The message key shown for `error` instead of the catalogue's (the page knows better: "this pendency does not exist"). */
  errorMessage?: string;
  /** The widest the card grows, in px (reading pages stay narrow); full width when absent. */
  maxWidth?: number;
  children?: ReactNode;
  /** Shown under the content whatever its state (the page's way back stays while it loads or failed). */
  footer?: ReactNode;
}

/**
 * The frame of a hand-written page: its title (app bar, tab, heading), then a spinner while
 * what it needs is loading, the error when that failed, or its content. One frame for every
 * page, so that loading and failing look and read the same everywhere.
 *
 * @example
 * const controller = useInstanceDetails(id);
 * return <PageFrame title={title} loading={controller.isPending} error={controller.error}>...</PageFrame>;
 */
export function PageFrame({ title, heading, headingId, subtitle, actions, loading = false, error, errorMessage, maxWidth, children, footer }: PageFrameProps) {
  const translate = useTranslate();
  const failed = error !== undefined && error !== null;
  return (
    <Card sx={{ mt: 2, minWidth: 0, ...(maxWidth ? { maxWidth } : {}) }}>
      <Title title={title} />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={headingId} variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {heading ?? title}
            </Typography>
            {subtitle}
          </Box>
          {actions}
        </Box>
        {failed ? (
          <Alert severity="error" role="alert" data-testid="page-error">
            {translate(errorMessage ?? describeError(error).title, { _: translate('errors.unknown') })}
          </Alert>
        ) : loading ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} data-testid="page-loading" />
        ) : (
          children
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
