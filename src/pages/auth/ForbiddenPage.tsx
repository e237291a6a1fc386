import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { HOME_ROUTE } from '../../shell/shellRoutes';
import { PublicPage } from './PublicPage';

/** The activities list until the shell gives it its own path. */
const ACTIVITIES_ROUTE = '/activity';

/** Forbidden (spec §2): no access; the user lacks permission or the page does not apply to the project. */
export function ForbiddenPage() {
  const translate = useTranslate();
  return (
    <PublicPage title={translate('auth.forbidden.title')}>
      <Typography>{translate('auth.forbidden.text')}</Typography>
      <Stack direction="row" spacing={2}>
        <Button component={Link} to={HOME_ROUTE} variant="contained">
          {translate('auth.forbidden.home')}
        </Button>
        <Button component={Link} to={ACTIVITIES_ROUTE}>
          {translate('auth.forbidden.activities')}
        </Button>
      </Stack>
    </PublicPage>
  );
}
