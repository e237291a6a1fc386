import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type Identifier, type RaRecord } from 'ra-core';
import { BULK_CHUNK_SIZE } from '../bulk/runInChunks';
import { useListBulkRun } from '../bulk/BulkRunContext';
import { useMatchingRecords } from '../bulk/MatchingRecordsContext';
import type { ActionResult, AdminDataProvider } from '../data/createDataProvider';
import { useErrorDialog } from '../feedback/ErrorDialogContext';
import { recordLabel } from '../registry/recordLabel';
import { useResourceSummary } from '../registry/RegistryContext';
import { requiredMessageKey } from '../registry/apiSection';
import type { AssignAction, ResourceModel } from '../registry/types';
import { actionText } from './actionText';
import { selectedRecords } from './selectedRecords';

/**
 * Controller of a bulk assign action on the list's selection: the dialog picking the
 * target (a user, a group), the call with the selected records, then the
 * `partial` warning when the API lists records it did not assign, else the `success`
 * message; the dialog closes, the selection clears and the list refreshes either way.
 * A refusal keeps the dialog open and opens the error dialog. A selection larger than a
 * chunk (select all matching) runs chunk by chunk with its progress, and ends with the
 * report of what was done and what was refused and why.
 */
export function useAssignAction(resource: ResourceModel, action: AssignAction) {
  const { selectedIds, data, onUnselectItems, onSelect } = useListContext<RaRecord>();
  const target = useResourceSummary(action.target);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const showError = useErrorDialog();
  const gathered = useMatchingRecords();
  const { run: bulk, local } = useListBulkRun();

  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<RaRecord[]>([]);
  const [error, setError] = useState<string | undefined>(undefined);

  const close = () => {
    setOpen(false);
    setChosen([]);
    setError(undefined);
  };

  const assign = async (targetRecord: RaRecord, ids: readonly Identifier[]): Promise<ActionResult> => {
    const records = await selectedRecords(dataProvider, resource.name, ids, data ?? [], gathered.get);
    return dataProvider.runAction(resource.name, { action: action.name, id: targetRecord.id, records });
  };

  const mutation = useMutation<ActionResult, unknown, RaRecord>({
    mutationFn: (targetRecord) => assign(targetRecord, selectedIds),
    onSuccess: (result) => {
      const partial = result.failures.length > 0;
      notify(partial ? action.partial : action.success, { type: partial ? 'warning' : 'success' });
      close();
      onUnselectItems();
      refresh();
    },
    onError: showError,
  });

  const runInChunks = (targetRecord: RaRecord) => {
    const ids = selectedIds;
    const onPage = new Map((data ?? []).map((record) => [String(record.id), record]));
    close();
    void bulk.run({
      title: actionText(translate, resource.name, action.name, 'assign'),
      ids,
      runChunk: (chunk) => assign(targetRecord, chunk),
      labelOf: (id) => {
        const record = onPage.get(id) ?? gathered.get(id);
        return (record && recordLabel(resource, record)) || id;
      },
      onFinish: () => {
        // Cleared at once: unselecting 10 000 ids one by one compares each with every other.
        onSelect([]);
        refresh();
      },
    });
  };

  const submit = () => {
    if (mutation.isPending || bulk.progress) return;
    const [targetRecord] = chosen;
    if (!targetRecord) {
      setError(requiredMessageKey());
      return;
    }
    if (selectedIds.length > BULK_CHUNK_SIZE) runInChunks(targetRecord);
    else mutation.mutate(targetRecord);
  };

  return {
    target,
    count: selectedIds.length,
    open,
    start: () => setOpen(true),
    close,
    submit,
    isPending: mutation.isPending || bulk.progress !== undefined,
    chosen,
    choose: (records: RaRecord[]) => {
      setChosen(records);
      setError(undefined);
    },
    error,
    /** A chunked run under way, for its progress dialog (when the list does not show it: `local`). */
    progress: local ? bulk.progress : undefined,
    cancel: bulk.cancel,
  };
}
