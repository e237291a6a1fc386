import { useMemo, useState } from 'react';
import { useDataProvider, useListContext, useRefresh, useTranslate, type RaRecord } from 'ra-core';
import { useListBulkRun } from '../bulk/BulkRunContext';
import { useMatchingRecords } from '../bulk/MatchingRecordsContext';
import type { AdminDataProvider } from '../data/createDataProvider';
import type { ResourceModel, StatusAction } from '../registry/types';
import { actionText } from './actionText';
import { bulkLabelOf } from './bulkLabelOf';
import { statusTargets } from './statusTargets';
import { isTextRequired } from './textRequirement';
import { useFlaggedValues } from './useFlaggedValues';
import { useStatusValues } from './useStatusValues';
import type { StatusErrors, StatusInputName } from './useStatusAction';

type Value = string | number;

const REQUIRED = 'FIELD_IS_REQUIRED';

/**
 * Controller of a status action on the list's selection (the action's `bulkPath`): the
 * dialog asks the target, reason and note once for every record, then the run goes chunk
 * by chunk (200 records a call) with its progress and cancel, and ends with the report of
 * what was changed and which records were refused and why (a cancelled one, a status the
 * record may not reach). The selection clears and the list refreshes at the end.
 */
export function useBulkStatusAction(resource: ResourceModel, action: StatusAction) {
  const { selectedIds, data, onSelect } = useListContext<RaRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const translate = useTranslate();
  const gathered = useMatchingRecords();
  const { run: bulk, local } = useListBulkRun();
  const { values, label } = useStatusValues(resource, action.field);
  // No record at hand: every target the action offers; each record's own rules are the server's.
  const targets = useMemo(() => statusTargets({ value: action.value, choices: action.choices }, values, undefined), [action.value, action.choices, values]);
  const defaultFlags = useMemo(() => ({ ...(action.flags ?? {}) }), [action.flags]);

  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Value | undefined>(undefined);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [flags, setFlags] = useState<Record<string, boolean>>(defaultFlags);
  const [errors, setErrors] = useState<StatusErrors>({});

  const target = action.value ?? picked;
  const reasonRequired = isTextRequired(action.reason, 'reason', target, useFlaggedValues(action.reason?.requiredWhen, open));
  const noteRequired = isTextRequired(action.note, 'note', target, useFlaggedValues(action.note?.requiredWhen, open));

  const close = () => {
    setOpen(false);
    setPicked(undefined);
    setReason('');
    setNote('');
    setFlags(defaultFlags);
    setErrors({});
  };

  const submit = () => {
    if (bulk.progress) return;
    const missing: StatusErrors = {};
    if (target === undefined) missing.target = REQUIRED;
    if (reasonRequired && !reason.trim()) missing.reason = REQUIRED;
    if (noteRequired && !note.trim()) missing.note = REQUIRED;
    setErrors(missing);
    if (target === undefined || Object.keys(missing).length > 0) return;
    const body: Record<string, unknown> = { ...flags };
    if (action.value === undefined) body[action.input] = target;
    if (action.reason && reasonRequired) body[action.reason.field] = reason.trim();
    if (action.note && note.trim()) body[action.note.field] = note.trim();
    const ids = selectedIds;
    const labelOf = bulkLabelOf(resource, data ?? [], (id) => gathered.get(id));
    close();
    void bulk.run({
      title: actionText(translate, resource.name, action.name, 'status'),
      ids,
      runChunk: (chunk) => dataProvider.runBulk(resource.name, { action: action.name, ids: chunk, body }),
      labelOf,
      onFinish: () => {
        // Cleared at once: unselecting 10 000 ids one by one compares each with every other.
        onSelect([]);
        refresh();
      },
    });
  };

  const clearError = (name: StatusInputName) => setErrors((old) => (old[name] === undefined ? old : { ...old, [name]: undefined }));

  return {
    count: selectedIds.length,
    open,
    start: () => setOpen(true),
    close,
    submit,
    isPending: bulk.progress !== undefined,
    label,
    target,
    targets,
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
    /** The run's progress when the list does not show it (`local`). */
    progress: local ? bulk.progress : undefined,
    cancel: bulk.cancel,
  };
}
