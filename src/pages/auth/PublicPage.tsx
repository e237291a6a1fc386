import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../shell/DocumentTitle';
import { applicationIdentity } from '../../framework/application/identitySection';

/** The frame of the pages shown without the app's layout: the product name and a card. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 420px)',
        justifyContent: 'center',
        alignContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="overline" component="p">
            {applicationIdentity().name}
          </Typography>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
