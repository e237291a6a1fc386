import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { applicationIdentity } from '../../framework/application/identitySection';
import { HOME_ROUTE } from '../shellRoutes';

/** The header's logo, a link home, with the front version under it (spec §2). */
export function ProductLogo() {
  const translate = useTranslate();
  const { version } = applicationIdentity();
  return (
    <Box
      component={Link}
      to={HOME_ROUTE}
      title={translate('app.header.home')}
      sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', flexDirection: 'column', lineHeight: 1, mr: 2, flexShrink: 0 }}
    >
      <Typography component="span" sx={{ fontWeight: 700, letterSpacing: 0.5, fontSize: '1.1rem' }}>
        {applicationIdentity().name}
      </Typography>
      <Typography component="span" variant="caption" sx={{ opacity: 0.85 }} data-testid="front-version">
        {translate('app.header.version', { version })}
      </Typography>
    </Box>
  );
}
