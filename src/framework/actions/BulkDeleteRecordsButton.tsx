import { useCanAccess, useTranslate } from 'ra-core';
import { BulkProgressDialog } from '../bulk/BulkProgressDialog';
import type { ResourceModel } from '../registry/types';
import { DeleteDialog } from './DeleteDialog';
import { useBulkDelete } from './useBulkDelete';

/** The list's bulk delete: one confirm for the whole selection (with the reason of a soft delete), then the run's progress and its report. */
export function BulkDeleteRecordsButton({ resource }: { resource: ResourceModel }) {
  const translate = useTranslate();
  const c = useBulkDelete(resource);
  // Asked as react-admin's own delete buttons ask: a role that may not delete gets no button.
  const { canAccess = false } = useCanAccess({ resource: resource.name, action: 'delete' });
  const title = translate('app.bulk.delete_title', { smart_count: c.count });
  if (!canAccess && !c.progress) return null;
  return (
    <>
      <DeleteDialog c={c} title={title} disabled={c.count === 0} />
      <BulkProgressDialog progress={c.progress} onCancel={c.cancel} />
    </>
  );
}
