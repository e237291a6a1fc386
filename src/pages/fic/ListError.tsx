import Alert from '@mui/material/Alert';
import { useTranslate } from 'ra-core';
import { ApiError } from '../../framework/data/ApiError';

/** Why a FIC list did not load: the catalogue's words (a FIC connection error ...) and the server's own, which say what to do (choose a project ...). */
export function ListError({ error }: { error: unknown }) {
  const translate = useTranslate();
  const title = error instanceof ApiError && error.catalogueMessage ? translate(error.catalogueMessage) : translate('app.fic.load_error');
  const detail = error instanceof ApiError ? error.serverMessage : undefined;
  return (
    <Alert severity="error">
      {title}
      {detail && detail !== title ? ` ${detail}` : ''}
    </Alert>
  );
}
