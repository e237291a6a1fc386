import { useTranslate } from 'ra-core';
import { BulkProgressDialog } from '../bulk/BulkProgressDialog';
import type { ResourceModel, StatusAction } from '../registry/types';
import { ActionButton } from './ActionButton';
import { actionText } from './actionText';
import { StatusActionDialog } from './StatusActionDialog';
import { useBulkStatusAction } from './useBulkStatusAction';

/** Bulk button of a status action with a `bulkPath`: the action's dialog once for the whole selection, then the run's progress. */
export function BulkStatusButton({ resource, action }: { resource: ResourceModel; action: StatusAction }) {
  const translate = useTranslate();
  const c = useBulkStatusAction(resource, action);
  const label = actionText(translate, resource.name, action.name, 'status');
  return (
    <>
      <ActionButton label={label} onClick={c.start} disabled={c.isPending || c.count === 0} />
      <StatusActionDialog resource={resource} action={action} title={`${label} (${c.count})`} controller={c} />
      <BulkProgressDialog progress={c.progress} onCancel={c.cancel} />
    </>
  );
}
