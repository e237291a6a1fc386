import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';

/** /home: the landing page; dashboards come with their own issue. */
export function HomePage() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.home.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.home.welcome')}
        </Typography>
        <Typography>{translate('app.home.intro')}</Typography>
      </CardContent>
    </Card>
  );
}
