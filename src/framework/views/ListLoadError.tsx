import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Pagination } from 'react-admin';
import { useListContext, useTranslate } from 'ra-core';
import { describeError } from '../feedback/describeError';

/**
 * What a list shows when its rows failed to load (the list is emptied, the count
 * is 0): why, and a way to ask again. No row of an earlier answer stays on screen, so
 * nobody reads or acts on rows the server no longer vouches for.
 */
export function ListLoadError() {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="list-load-error"
      sx={{ m: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('ra.action.refresh')}
        </Button>
      }
    >
      {translate('app.list.load_error')} {translate(describeError(error).title, { _: '' })}
    </Alert>
  );
}

/** The list's pagination, left out while the rows failed to load (its count would be the earlier answer's). */
export function ListPaginationUnlessFailed() {
  const { error } = useListContext();
  return error ? null : <Pagination />;
}
