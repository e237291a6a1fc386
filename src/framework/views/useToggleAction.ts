import { useDataProvider, useNotify, useRecordContext, useRefresh, type RaRecord } from 'ra-core';
import { useMutation } from '@tanstack/react-query';
import type { AdminDataProvider } from '../data/createDataProvider';
import { useErrorDialog } from '../feedback/ErrorDialogContext';
import type { ToggleAction } from '../registry/types';

/** Controller of a toggle action: flips the field through the action's endpoint. */
export function useToggleAction(resourceName: string, action: ToggleAction) {
  const record = useRecordContext<RaRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useErrorDialog();
  const current = record?.[action.field] === true;
  const mutation = useMutation({
    mutationFn: () => dataProvider.runAction(resourceName, { action: action.name, id: record?.id ?? '', value: !current }),
    onSuccess: () => {
      notify(current ? 'app.action.deactivated' : 'app.action.activated', { type: 'success' });
      refresh();
    },
    onError: showError,
  });
  return { record, current, run: () => mutation.mutate(), isPending: mutation.isPending };
}
