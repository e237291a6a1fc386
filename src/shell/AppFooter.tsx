import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { usePageCatalogue } from '../framework/pages/PageCatalogueContext';
import { applicationIdentity } from '../framework/application/identitySection';
import { pageTitleKey } from './pageTitleKey';

/** The footer under every page of the layout: product, version and the pages that ask for a place there (the public documents). */
export function AppFooter() {
  const translate = useTranslate();
  const links = usePageCatalogue()
    .pages.flatMap((page) => (page.footer ? [{ page, order: page.footer.order }] : []))
    .sort((a, b) => a.order - b.order)
    .map(({ page }) => ({ path: page.path, title: pageTitleKey(page) }));
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mt: 4, mb: 1, px: 1, color: 'text.secondary' }}
    >
      <Typography variant="body2">
        {applicationIdentity().name} · {translate('app.header.version', { version: applicationIdentity().version })}
      </Typography>
      <Box component="nav" aria-label={translate('app.footer.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {links.map((link) => (
          <Link key={link.path} component={RouterLink} to={link.path} variant="body2" color="inherit">
            {translate(link.title)}
          </Link>
        ))}
      </Box>
    </Box>
  );
}
