import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { ChartProps } from './chartDatum';

/* The chart library is large and only the home page draws charts: it is fetched when a chart first renders, so the app's first load does not carry it. */
const loadBarChart = () => import('./StatusBarChart');
const loadPieChart = () => import('./SharePieChart');
const StatusBarChart = lazy(loadBarChart);
const SharePieChart = lazy(loadPieChart);

/** Starts fetching the chart code now, beside the dashboards' calls, rather than once their numbers arrive. */
export function preloadCharts(): void {
  // A failed fetch is the chart's own to report when it renders.
  loadBarChart().catch(() => undefined);
  loadPieChart().catch(() => undefined);
}

const placeholder = <Skeleton variant="rounded" height={160} />;

/** Bars per value, fetched on demand. */
export function LazyBarChart(props: ChartProps) {
  return (
    <Suspense fallback={placeholder}>
      <StatusBarChart {...props} />
    </Suspense>
  );
}

/** Shares of a whole, fetched on demand. */
export function LazyPieChart(props: ChartProps) {
  return (
    <Suspense fallback={placeholder}>
      <SharePieChart {...props} />
    </Suspense>
  );
}
