import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The title of one panel of the activity detail (a level-2 heading under the page's title). */
export function PanelTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
      {children}
    </Typography>
  );
}
