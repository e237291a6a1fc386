import { useContext } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditContext, HttpError, ShowContext, useCreatePath, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';

const MISSING = { title: 'forms.show.notFound.title', message: 'forms.show.notFound.message' };
const UNAVAILABLE = { title: 'forms.show.unavailable.title', message: 'forms.show.unavailable.message' };

/** Whether a failed read says the record is missing: a 404, or a failure with no HTTP status to say otherwise. */
function saysMissing(error: unknown): boolean {
  return !(error instanceof HttpError) || error.status === 404;
}

/**
 * The page of a show or edit whose record could not be read: where the record would be, it
 * says the record does not exist (an unknown or deleted id) or, when the API refused it for
 * another reason (another project's record, a server error), only that it could not be
 * shown, never that a record which exists was deleted; with a way back to the resource's list.
 */
export function RecordNotFound({ resource }: { resource: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const showError: unknown = useContext(ShowContext)?.error;
  const editError: unknown = useContext(EditContext)?.error;
  const texts = saysMissing(showError ?? editError) ? MISSING : UNAVAILABLE;
  const name = translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'flex-start', p: 3 }}>
      <SearchOffIcon fontSize="large" color="action" aria-hidden />
      <Typography variant="h5" component="h1">
        {translate(texts.title)}
      </Typography>
      <Typography variant="body1">{translate(texts.message, { name })}</Typography>
      <Button component={Link} to={createPath({ resource, type: 'list' })} variant="contained" startIcon={<ArrowBackIcon />}>
        {translate('forms.show.notFound.back')}
      </Button>
    </Stack>
  );
}
