import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LocalesMenuButton } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../shell/DocumentTitle';
import { HOME_ROUTE } from '../../shell/shellRoutes';
import { applicationIdentity } from '../../framework/application/identitySection';

/**
 * The frame of the public documentation and legal pages: the product name, a way home,
 * the language menu and the page title, over the full width (documentation needs room).
 */
export function DocsFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', px: { xs: 1.5, sm: 3 }, py: 2, maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Button component={Link} to={HOME_ROUTE} sx={{ textTransform: 'none', fontWeight: 600 }}>
          {applicationIdentity().name}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <LocalesMenuButton />
      </Box>
      <Typography variant="h4" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
