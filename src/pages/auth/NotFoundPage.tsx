import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { HOME_ROUTE } from '../../shell/shellRoutes';
import { PublicPage } from './PublicPage';

/** /not-found (spec §2): 404, the message and a way back home. Public: also where a refused role lands. */
export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <PublicPage title={translate('app.not_found.title')}>
      <Typography variant="h1" component="p" sx={{ textAlign: 'center' }}>
        404
      </Typography>
      <Typography sx={{ textAlign: 'center' }}>{translate('app.not_found.text')}</Typography>
      <Button component={Link} to={HOME_ROUTE} variant="contained">
        {translate('app.not_found.home')}
      </Button>
    </PublicPage>
  );
}
