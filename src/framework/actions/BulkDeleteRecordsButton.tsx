import DeleteIcon from '@mui/icons-material/Delete';
import Typography from '@mui/material/Typography';
import { useCanAccess, useTranslate } from 'ra-core';
import { BulkProgressDialog } from '../bulk/BulkProgressDialog';
import type { ResourceModel } from '../registry/types';
import { ActionButton } from './ActionButton';
import { ActionDialog } from './ActionDialog';
import { ActionTextField } from './ActionTextField';
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
      <ActionButton label={translate('ra.action.delete')} onClick={c.start} disabled={c.isPending || c.count === 0} color="error" startIcon={<DeleteIcon />} />
      <ActionDialog
        open={c.open}
        title={title}
        onClose={c.close}
        onConfirm={c.submit}
        pending={c.isPending}
        confirmLabel={translate('forms.delete.confirm')}
        confirmColor="error"
      >
        <Typography variant="body2">{translate(c.asksReason ? 'forms.delete.softConsequence' : 'forms.delete.consequence')}</Typography>
        {c.asksReason && (
          <ActionTextField
            label={translate('app.action.reason')}
            placeholder={translate('app.action.reason_prompt')}
            value={c.reason}
            onChange={c.setReason}
            required
            error={c.error}
            autoFocus
          />
        )}
      </ActionDialog>
      <BulkProgressDialog progress={c.progress} onCancel={c.cancel} />
    </>
  );
}
