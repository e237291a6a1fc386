import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'ra-core';
import type { AdminDataProvider, ActionResult } from '../data/createDataProvider';
import { useErrorDialog } from '../feedback/ErrorDialogContext';
import type { ResourceModel, StatusAction } from '../registry/types';
import { actionText } from './actionText';
import { buildStatusBody } from './buildStatusBody';
import { readCurrentUser } from './currentUser';
import { dialogFieldErrors } from './dialogFieldErrors';
import { statusTargets } from './statusTargets';
import { useStatusDialog, type StatusInputName } from './useStatusDialog';
import { useStatusValues } from './useStatusValues';
import { useUpdateRecordInCache } from './useUpdateRecordInCache';

export type { StatusErrors, StatusInputName } from './useStatusDialog';

/**
 * Controller of a status action on the record in context: the allowed targets, the
 * dialog's state (target, reason, note, flags, errors) and the call. On success the
 * answered record replaces the cached one, a success message shows and the view refreshes;
 * on failure the dialog stays open with what was typed, field errors on their inputs and
 * anything else in the global error dialog.
 */
export function useStatusAction(resource: ResourceModel, action: StatusAction) {
  const record = useRecordContext<RaRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const showError = useErrorDialog();
  const updateRecordInCache = useUpdateRecordInCache();
  const { values, label } = useStatusValues(resource, action.field);

  const current = record?.[action.field];
  const targets = useMemo(() => statusTargets(action, values, current), [action, values, current]);
  const dialog = useStatusDialog(action);
  const { target, reasonRequired } = dialog;
  // A fixed target with nothing to ask and nothing to confirm runs at once.
  const needsDialog = action.value === undefined || action.confirm || reasonRequired || action.note !== undefined || dialog.hasFlags;

  const mutation = useMutation<ActionResult, unknown, Record<string, unknown>>({
    mutationFn: (body) => dataProvider.runAction(resource.name, { action: action.name, id: record?.id ?? '', body }),
    onSuccess: (result) => {
      if (result.data) updateRecordInCache(resource.name, result.data);
      notify(actionText(translate, resource.name, `${action.name}Success`, 'status_updated'), { type: 'success' });
      dialog.close();
      refresh();
    },
    onError: (error) => {
      const inputs: Partial<Record<string, StatusInputName>> = { [action.input]: 'target' };
      if (action.reason) inputs[action.reason.field] = 'reason';
      if (action.note) inputs[action.note.field] = 'note';
      const onFields = dialogFieldErrors(error, inputs);
      if (onFields) dialog.setErrors(onFields);
      else showError(error);
    },
  });

  const submit = () => {
    if (!record || mutation.isPending || !dialog.check() || target === undefined) return;
    const input = { target, ...(reasonRequired ? { reason: dialog.reason } : {}), note: dialog.note, flags: dialog.flags };
    mutation.mutate(buildStatusBody(action, record, input, readCurrentUser()));
  };

  const start = () => {
    if (needsDialog) dialog.setOpen(true);
    else submit();
  };

  const { setOpen: _setOpen, setErrors: _setErrors, check: _check, hasFlags: _hasFlags, ...inputs } = dialog;
  return {
    record,
    /** The action applies: a record is loaded and some target is allowed from its status. */
    available: record !== undefined && targets.length > 0,
    targets,
    label,
    start,
    submit,
    isPending: mutation.isPending,
    ...inputs,
  };
}

export type StatusActionController = ReturnType<typeof useStatusAction>;
