import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';
import { useTranslate } from 'ra-core';

/** /not-found (spec §2): 404, the message and a way back home. */
export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.not_found.title')} />
      <CardContent sx={{ textAlign: 'center' }}>
        <Typography variant="h1" component="p">
          404
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate('app.not_found.text')}</Typography>
        <Button component={Link} to="/home" variant="contained">
          {translate('app.not_found.home')}
        </Button>
      </CardContent>
    </Card>
  );
}
