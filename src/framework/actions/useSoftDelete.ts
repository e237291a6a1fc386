import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRedirect, useRefresh, type RaRecord, type RedirectionSideEffect } from 'ra-core';
import type { AdminDataProvider } from '../data/createDataProvider';
import { useErrorDialog } from '../feedback/ErrorDialogContext';
import type { ResourceModel } from '../registry/types';
import { dialogFieldErrors } from './dialogFieldErrors';

const REQUIRED = 'FIELD_IS_REQUIRED';

/**
 * Controller of a soft delete: the 'Motive' dialog (an empty reason is refused with
 * FIELD_IS_REQUIRED, spec §5), the call, then the deleted notice and `redirect` (the list,
 * from a show page). A refusal keeps the dialog and the text: an error about the reason
 * shows under it, anything else in the error dialog.
 */
export function useSoftDelete(resource: ResourceModel, redirectTo: RedirectionSideEffect = 'list') {
  const record = useRecordContext<RaRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const showError = useErrorDialog();

  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const close = () => {
    setOpen(false);
    setReason('');
    setError(undefined);
  };

  const mutation = useMutation<unknown, unknown, string>({
    mutationFn: (text) => dataProvider.softDelete(resource.name, { id: record?.id ?? '', reason: text }),
    onSuccess: () => {
      notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
      close();
      if (redirectTo !== false) redirect(redirectTo, resource.name);
      refresh();
    },
    onError: (failure) => {
      const field = resource.softDelete?.reason ?? 'reason';
      const onField = dialogFieldErrors(failure, { [field]: 'reason' as const });
      if (onField?.reason) setError(onField.reason);
      else showError(failure);
    },
  });

  const submit = () => {
    if (!record || mutation.isPending) return;
    const text = reason.trim();
    if (!text) {
      setError(REQUIRED);
      return;
    }
    mutation.mutate(text);
  };

  return {
    record,
    /** The resource deletes with a reason and a record is loaded. */
    available: resource.softDelete !== undefined && record !== undefined,
    open,
    start: () => setOpen(true),
    close,
    submit,
    isPending: mutation.isPending,
    reason,
    setReason: (text: string) => {
      setReason(text);
      setError(undefined);
    },
    error,
  };
}
