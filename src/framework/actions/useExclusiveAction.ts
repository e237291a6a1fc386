import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'ra-core';
import type { ActionResult, AdminDataProvider } from '../data/createDataProvider';
import { useErrorDialog } from '../feedback/ErrorDialogContext';
import type { ExclusiveAction, ResourceModel } from '../registry/types';
import { actionText } from './actionText';
import { useUpdateRecordInCache } from './useUpdateRecordInCache';

/**
 * Controller of an exclusive action (set as standard): one call, then a refresh, since the
 * server cleared the flag on the other records of the same scope too.
 */
export function useExclusiveAction(resource: ResourceModel, action: ExclusiveAction) {
  const record = useRecordContext<RaRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const showError = useErrorDialog();
  const updateRecordInCache = useUpdateRecordInCache();
  const mutation = useMutation<ActionResult, unknown, void>({
    mutationFn: () => dataProvider.runAction(resource.name, { action: action.name, id: record?.id ?? '' }),
    onSuccess: (result) => {
      if (result.data) updateRecordInCache(resource.name, result.data);
      notify(actionText(translate, resource.name, `${action.name}Success`, 'exclusive_done'), { type: 'success' });
      refresh();
    },
    onError: showError,
  });
  return {
    record,
    /** Offered while the record does not hold the flag yet. */
    available: record !== undefined && record[action.field] !== true,
    run: () => mutation.mutate(),
    isPending: mutation.isPending,
  };
}
