import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useRefresh, type RaRecord } from 'ra-core';
import type { ActionResult, AdminDataProvider } from '../data/createDataProvider';
import { useErrorDialog } from '../feedback/ErrorDialogContext';
import { useResourceSummary } from '../registry/RegistryContext';
import type { AssignAction, ResourceModel } from '../registry/types';
import { selectedRecords } from './selectedRecords';

const REQUIRED = 'FIELD_IS_REQUIRED';

/**
 * Controller of a bulk assign action on the list's selection: the dialog picking the
 * target (a user, a group), the call with the selected records, then (spec §8) the
 * `partial` warning when the API lists records it did not assign, else the `success`
 * message; the dialog closes, the selection clears and the list refreshes either way.
 * A refusal keeps the dialog open and opens the error dialog.
 */
export function useAssignAction(resource: ResourceModel, action: AssignAction) {
  const { selectedIds, data, onUnselectItems } = useListContext<RaRecord>();
  const target = useResourceSummary(action.target);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useErrorDialog();

  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<RaRecord[]>([]);
  const [error, setError] = useState<string | undefined>(undefined);

  const close = () => {
    setOpen(false);
    setChosen([]);
    setError(undefined);
  };

  const mutation = useMutation<ActionResult, unknown, RaRecord>({
    mutationFn: async (targetRecord) => {
      const records = await selectedRecords(dataProvider, resource.name, selectedIds, data ?? []);
      return dataProvider.runAction(resource.name, { action: action.name, id: targetRecord.id, records });
    },
    onSuccess: (result) => {
      const partial = result.failures.length > 0;
      notify(partial ? action.partial : action.success, { type: partial ? 'warning' : 'success' });
      close();
      onUnselectItems();
      refresh();
    },
    onError: showError,
  });

  const submit = () => {
    if (mutation.isPending) return;
    const [targetRecord] = chosen;
    if (!targetRecord) {
      setError(REQUIRED);
      return;
    }
    mutation.mutate(targetRecord);
  };

  return {
    target,
    count: selectedIds.length,
    open,
    start: () => setOpen(true),
    close,
    submit,
    isPending: mutation.isPending,
    chosen,
    choose: (records: RaRecord[]) => {
      setChosen(records);
      setError(undefined);
    },
    error,
  };
}
