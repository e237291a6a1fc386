import { useMemo, useState } from 'react';
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
import { isTextRequired } from './textRequirement';
import { useFlaggedValues } from './useFlaggedValues';
import { useStatusValues } from './useStatusValues';
import { useUpdateRecordInCache } from './useUpdateRecordInCache';

type Value = string | number;
export type StatusInputName = 'target' | 'reason' | 'note';
/** Message keys shown under the dialog's inputs. */
export type StatusErrors = Partial<Record<StatusInputName, string>>;

const REQUIRED = 'FIELD_IS_REQUIRED';

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
  const defaultFlags = useMemo(() => ({ ...(action.flags ?? {}) }), [action.flags]);

  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Value | undefined>(undefined);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [flags, setFlags] = useState<Record<string, boolean>>(defaultFlags);
  const [errors, setErrors] = useState<StatusErrors>({});

  const target = action.value ?? picked;
  const reasonFlagged = useFlaggedValues(action.reason?.requiredWhen, open);
  const noteFlagged = useFlaggedValues(action.note?.requiredWhen, open);
  const reasonRequired = isTextRequired(action.reason, 'reason', target, reasonFlagged);
  const noteRequired = isTextRequired(action.note, 'note', target, noteFlagged);
  const hasFlags = Object.keys(defaultFlags).length > 0;
  // A fixed target with nothing to ask and nothing to confirm runs at once.
  const needsDialog = action.value === undefined || action.confirm || reasonRequired || action.note !== undefined || hasFlags;

  const reset = () => {
    setPicked(undefined);
    setReason('');
    setNote('');
    setFlags(defaultFlags);
    setErrors({});
  };
  const close = () => {
    setOpen(false);
    reset();
  };

  const mutation = useMutation<ActionResult, unknown, Record<string, unknown>>({
    mutationFn: (body) => dataProvider.runAction(resource.name, { action: action.name, id: record?.id ?? '', body }),
    onSuccess: (result) => {
      if (result.data) updateRecordInCache(resource.name, result.data);
      notify(actionText(translate, resource.name, `${action.name}Success`, 'status_updated'), { type: 'success' });
      close();
      refresh();
    },
    onError: (error) => {
      const inputs: Partial<Record<string, StatusInputName>> = { [action.input]: 'target' };
      if (action.reason) inputs[action.reason.field] = 'reason';
      if (action.note) inputs[action.note.field] = 'note';
      const onFields = dialogFieldErrors(error, inputs);
      if (onFields) setErrors(onFields);
      else showError(error);
    },
  });

  const submit = () => {
    if (!record || mutation.isPending) return;
    const missing: StatusErrors = {};
    if (target === undefined) missing.target = REQUIRED;
    if (reasonRequired && !reason.trim()) missing.reason = REQUIRED;
    if (noteRequired && !note.trim()) missing.note = REQUIRED;
    setErrors(missing);
    if (target === undefined || Object.keys(missing).length > 0) return;
    const input = { target, ...(reasonRequired ? { reason } : {}), note, flags };
    mutation.mutate(buildStatusBody(action, record, input, readCurrentUser()));
  };

  const start = () => {
    if (needsDialog) setOpen(true);
    else submit();
  };

  const clearError = (name: StatusInputName) => setErrors((old) => (old[name] === undefined ? old : { ...old, [name]: undefined }));

  return {
    record,
    /** The action applies: a record is loaded and some target is allowed from its status. */
    available: record !== undefined && targets.length > 0,
    targets,
    label,
    open,
    start,
    close,
    submit,
    isPending: mutation.isPending,
    /** The chosen (or fixed) target. */
    target,
    pick: (value: Value) => {
      setPicked(value);
      clearError('target');
    },
    reason,
    setReason: (text: string) => {
      setReason(text);
      clearError('reason');
    },
    reasonRequired,
    note,
    setNote: (text: string) => {
      setNote(text);
      clearError('note');
    },
    noteRequired,
    flags,
    setFlag: (flag: string, value: boolean) => setFlags((old) => ({ ...old, [flag]: value })),
    errors,
  };
}

export type StatusActionController = ReturnType<typeof useStatusAction>;
