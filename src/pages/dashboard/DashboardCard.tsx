import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useId, type ReactNode } from 'react';
import type { DashboardResult } from './useDashboardCall';

export interface DashboardCardProps<T> {
  title: string;
  result: DashboardResult<T>;
  /** Whether the answer has nothing to show (the card then says so). */
  isEmpty(data: T): boolean;
  emptyText: string;
  children(data: T): ReactNode;
}

/** One dashboard: its title, then a skeleton while loading, the failure, the empty state or the content. */
export function DashboardCard<T>({ title, result, isEmpty, emptyText, children }: DashboardCardProps<T>) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} aria-busy={result.status === 'pending'} sx={{ height: '100%', minWidth: 0 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {result.status === 'pending' ? (
          <Stack spacing={1} data-testid="dashboard-skeleton">
            <Skeleton variant="rounded" height={160} />
            <Skeleton variant="text" />
            <Skeleton variant="text" />
          </Stack>
        ) : result.status === 'error' ? (
          <Alert severity="error">{translate('app.dashboard.error')}</Alert>
        ) : isEmpty(result.data) ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          children(result.data)
        )}
      </CardContent>
    </Card>
  );
}
