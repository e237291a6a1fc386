import { useMemo } from 'react';
import { useDataProvider, useListContext, useRefresh, useTranslate, type RaRecord } from 'ra-core';
import { useListBulkRun } from '../bulk/BulkRunContext';
import { useMatchingRecords } from '../bulk/MatchingRecordsContext';
import type { AdminDataProvider } from '../data/createDataProvider';
import type { ResourceModel, StatusAction } from '../registry/types';
import { actionText } from './actionText';
import { bulkLabelOf } from './bulkLabelOf';
import { statusTargets } from './statusTargets';
import { useStatusValues } from './useStatusValues';
import { useStatusDialog } from './useStatusDialog';

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
  const dialog = useStatusDialog(action);
  const { target, reasonRequired } = dialog;

  const submit = () => {
    if (bulk.progress || !dialog.check() || target === undefined) return;
    const body: Record<string, unknown> = { ...dialog.flags };
    if (action.value === undefined) body[action.input] = target;
    if (action.reason && reasonRequired) body[action.reason.field] = dialog.reason.trim();
    if (action.note && dialog.note.trim()) body[action.note.field] = dialog.note.trim();
    const ids = selectedIds;
    const labelOf = bulkLabelOf(resource, data ?? [], (id) => gathered.get(id));
    dialog.close();
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

  const { setOpen, setErrors: _setErrors, check: _check, hasFlags: _hasFlags, ...inputs } = dialog;
  return {
    count: selectedIds.length,
    start: () => setOpen(true),
    submit,
    isPending: bulk.progress !== undefined,
    label,
    targets,
    ...inputs,
    /** The run's progress when the list does not show it (`local`). */
    progress: local ? bulk.progress : undefined,
    cancel: bulk.cancel,
  };
}
