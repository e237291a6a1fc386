import { useCallback, useState } from 'react';
import type { FieldErrorBody } from '../data/apiConventions';
import { ApiError } from '../data/ApiError';
import { useErrorDialog } from '../feedback/ErrorDialogContext';

/**
 * Where a failed save goes: errors about fields land on the form's fields, everything else
 * opens the error dialog. The form keeps what the user typed either way.
 */
export function useServerErrorRouting() {
  const [serverErrors, setServerErrors] = useState<FieldErrorBody[]>([]);
  const showError = useErrorDialog();
  const onError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.display === 'fields') setServerErrors(error.fieldErrors);
      else {
        setServerErrors([]);
        showError(error);
      }
    },
    [showError],
  );
  return { serverErrors, onError };
}
