import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface StyleSectionProps {
  /** Anchors the heading, so the section is named by it for assistive technology. */
  id: string;
  title: string;
  /** What the section shows, under its title. */
  text?: string;
  children: ReactNode;
}

/** One titled part of the style guide. */
export function StyleSection({ id, title, text, children }: StyleSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ borderTop: 1, borderColor: 'divider', pt: 2, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {text && (
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}
