import DeleteIcon from '@mui/icons-material/Delete';
import Typography from '@mui/material/Typography';
import { useTranslate, type RedirectionSideEffect } from 'ra-core';
import { recordLabel } from '../registry/recordLabel';
import type { ResourceModel } from '../registry/types';
import { ActionButton } from './ActionButton';
import { ActionDialog } from './ActionDialog';
import { ActionTextField } from './ActionTextField';
import { useDeleteRecord } from './useDeleteRecord';

export interface DeleteRecordButtonProps {
  resource: ResourceModel;
  /** Where to go once deleted (react-admin's redirect): the list by default, `false` in a list row. */
  redirect?: RedirectionSideEffect;
}

/**
 * The delete button of every resource, one pattern for a plain and a soft delete: a dialog
 * naming the record ("Delete Activity "ACT-12"?"), saying what follows, with the reason
 * field when the resource keeps deleted records (`softDelete`, spec §5), and a red confirm.
 */
export function DeleteRecordButton({ resource, redirect = 'list' }: DeleteRecordButtonProps) {
  const translate = useTranslate();
  const c = useDeleteRecord(resource, redirect);
  if (!c.available || !c.record) return null;
  const title = translate('forms.delete.title', {
    name: translate(`resources.${resource.name}.name`, { smart_count: 1, _: resource.name }),
    record: recordLabel(resource, c.record) || String(c.record.id),
  });
  return (
    <>
      <ActionButton label={translate('ra.action.delete')} onClick={c.start} disabled={c.isPending} color="error" startIcon={<DeleteIcon />} />
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
    </>
  );
}
