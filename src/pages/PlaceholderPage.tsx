import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useCreatePath } from 'react-admin';
import { useTranslate } from 'ra-core';
import { Link, useParams } from 'react-router-dom';
import { PublicPage } from './auth/PublicPage';

export interface PlaceholderPageProps {
  /** `app.pages.<pageKey>`: the title and what the screen will do. */
  pageKey: string;
  /** A generated screen that already covers part of it (a resource name), linked as "Meanwhile". */
  see?: string;
}

/** A route of the spec whose screen comes later: its title, what it will do, and its parameters. */
export function PlaceholderPage({ pageKey, see }: PlaceholderPageProps) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const params = Object.entries(useParams()).filter(([name]) => name !== '*');
  const title = translate(`app.pages.${pageKey}.title`);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography>{translate(`app.pages.${pageKey}.text`)}</Typography>
        {params.map(([name, value]) => (
          <Typography key={name} variant="body2" color="text.secondary">
            {translate('app.page.param', { name, value })}
          </Typography>
        ))}
        <Typography variant="body2" color="text.secondary">
          {translate('app.page.coming')}
        </Typography>
        {see && (
          <Button component={Link} to={createPath({ resource: see, type: 'list' })} variant="outlined">
            {translate('app.page.meanwhile', { name: translate(`resources.${see}.name`, { smart_count: 2 }) })}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** The same for a public route (documentation, licences, privacy): outside the layout, no sign-in. */
export function PublicPlaceholderPage({ pageKey }: { pageKey: string }) {
  const translate = useTranslate();
  return (
    <PublicPage title={translate(`app.pages.${pageKey}.title`)}>
      <Typography>{translate(`app.pages.${pageKey}.text`)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.page.coming')}
      </Typography>
    </PublicPage>
  );
}
