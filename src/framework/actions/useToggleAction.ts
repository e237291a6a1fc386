import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, type RaRecord } from 'ra-core';
import type { ActionResult, AdminDataProvider } from '../data/createDataProvider';
import { useErrorDialog } from '../feedback/ErrorDialogContext';
import type { ResourceModel, ToggleAction } from '../registry/types';
import { useUpdateRecordInCache } from './useUpdateRecordInCache';

/** Controller of a toggle action: flips the record's boolean through the action's endpoint. */
export function useToggleAction(resource: ResourceModel, action: ToggleAction) {
  const record = useRecordContext<RaRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useErrorDialog();
  const updateRecordInCache = useUpdateRecordInCache();
  const current = record?.[action.field] === true;
  const mutation = useMutation<ActionResult, unknown, boolean>({
    mutationFn: (value) => dataProvider.runAction(resource.name, { action: action.name, id: record?.id ?? '', value }),
    onSuccess: (result, value) => {
      if (result.data) updateRecordInCache(resource.name, result.data);
      notify(value ? 'app.action.activated' : 'app.action.deactivated', { type: 'success' });
      refresh();
    },
    onError: showError,
  });
  return { record, current, run: () => mutation.mutate(!current), isPending: mutation.isPending };
}
