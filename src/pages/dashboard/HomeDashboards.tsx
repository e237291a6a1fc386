import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { preloadCharts } from './charts/LazyCharts';
import { NotAssignedCard } from './NotAssignedCard';
import { StatusTotalsCard } from './StatusTotalsCard';
import { TasksAssignedCard } from './TasksAssignedCard';

/** The three dashboards of the home page (spec §2): side by side where they fit, stacked on a phone. */
export default function HomeDashboards() {
  useEffect(preloadCharts, []);
  return (
    <Box
      sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(auto-fit, minmax(300px, 1fr))' }, alignItems: 'start' }}
    >
      <StatusTotalsCard />
      <TasksAssignedCard />
      <NotAssignedCard />
    </Box>
  );
}
