import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCreatePath, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';

/**
 * The page of a show or edit whose record does not exist (an unknown or deleted id): says
 * so where the record would be, with a way back to the resource's list.
 */
export function RecordNotFound({ resource }: { resource: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const name = translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'flex-start', p: 3 }}>
      <SearchOffIcon fontSize="large" color="action" aria-hidden />
      <Typography variant="h5" component="h1">
        {translate('forms.show.notFound.title')}
      </Typography>
      <Typography variant="body1">{translate('forms.show.notFound.message', { name })}</Typography>
      <Button component={Link} to={createPath({ resource, type: 'list' })} variant="contained" startIcon={<ArrowBackIcon />}>
        {translate('forms.show.notFound.back')}
      </Button>
    </Stack>
  );
}
