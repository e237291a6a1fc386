import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate, type RaRecord, type RedirectionSideEffect } from 'ra-core';
import type { AdminDataProvider } from '../data/createDataProvider';
import { useErrorDialog } from '../feedback/ErrorDialogContext';
import { resourceNotice } from '../feedback/resourceNotice';
import { requiredMessageKey } from '../registry/apiSection';
import type { ResourceModel } from '../registry/types';
import { dialogFieldErrors } from './dialogFieldErrors';
import { queryKeyMentions } from './queryKeyMentions';

/**
 * Controller of the one delete of every resource: the confirm dialog, the call (a plain
 * `delete`, or `softDelete` with the reason the resource asks for, an empty one refused
 * with the required field's message), then the resource's "deleted" toast and `redirect`.
 * A refusal keeps the dialog and the text: an error about the reason shows under it,
 * anything else in the error dialog.
 */
export function useDeleteRecord(resource: ResourceModel, redirectTo: RedirectionSideEffect = 'list') {
  const record = useRecordContext<RaRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const redirect = useRedirect();
  const translate = useTranslate();
  const showError = useErrorDialog();
  const asksReason = resource.softDelete !== undefined;

  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const close = () => {
    setOpen(false);
    setReason('');
    setError(undefined);
  };

  const mutation = useMutation<unknown, unknown, string>({
    mutationFn: (text) =>
      asksReason
        ? dataProvider.softDelete(resource.name, { id: record?.id ?? '', reason: text })
        : dataProvider.delete(resource.name, { id: record?.id ?? '', previousData: record }),
    onSuccess: () => {
      notify(resourceNotice(translate, resource.name, 'deleted'), { type: 'success' });
      close();
      if (redirectTo !== false) redirect(redirectTo, resource.name);
      // Like react-admin's refresh, but no read of the deleted record is fetched again: its
      // 404 would arrive while its page is leaving, or once the next page is on screen (a
      // page's 404 may send the user to the forbidden page through the error catalogue).
      const deletedId = record?.id;
      void queryClient.invalidateQueries({ predicate: ({ queryKey }) => deletedId === undefined || !queryKeyMentions(queryKey, deletedId) });
    },
    onError: (failure) => {
      const field = resource.softDelete?.reason ?? 'reason';
      const onField = asksReason ? dialogFieldErrors(failure, { [field]: 'reason' as const }) : undefined;
      if (onField?.reason) setError(onField.reason);
      else {
        // The error dialog says why. A typed reason stays, in its dialog under it; a plain
        // question has nothing to keep, so the record's page is what the user returns to.
        if (!asksReason) close();
        showError(failure);
      }
    },
  });

  const submit = () => {
    if (!record || mutation.isPending) return;
    const text = reason.trim();
    if (asksReason && !text) {
      setError(requiredMessageKey());
      return;
    }
    mutation.mutate(text);
  };

  return {
    record,
    /** A record is loaded. */
    available: record !== undefined,
    /** The resource keeps deleted records and asks why (`softDelete`). */
    asksReason,
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
