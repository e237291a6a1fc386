import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { version } from '../../package.json';

/** The public pages the footer links to, by their title's message key. */
const FOOTER_LINKS: readonly { path: string; title: string }[] = [
  { path: '/api-documentation', title: 'app.pages.api_documentation.title' },
  { path: '/licenses', title: 'app.pages.licenses.title' },
  { path: '/policy-privacy', title: 'app.pages.policy_privacy.title' },
];

/** The footer under every page of the layout: product, version and the public documents. */
export function AppFooter() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mt: 4, mb: 1, px: 1, color: 'text.secondary' }}>
      <Typography variant="body2">
        {translate('app.title')} · {translate('app.header.version', { version })}
      </Typography>
      <Box component="nav" aria-label={translate('app.footer.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {FOOTER_LINKS.map((link) => (
          <Link key={link.path} component={RouterLink} to={link.path} variant="body2" color="inherit">
            {translate(link.title)}
          </Link>
        ))}
      </Box>
    </Box>
  );
}
