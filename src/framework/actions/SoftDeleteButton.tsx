import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate, type RedirectionSideEffect } from 'ra-core';
import type { ResourceModel } from '../registry/types';
import { ActionButton } from './ActionButton';
import { ActionDialog } from './ActionDialog';
import { ActionTextField } from './ActionTextField';
import { actionText } from './actionText';
import { useSoftDelete } from './useSoftDelete';

export interface SoftDeleteButtonProps {
  /** A resource with `softDelete`; the button renders nothing otherwise. */
  resource: ResourceModel;
  /** Where to go once deleted (react-admin's redirect): the list by default, `false` in a list row. */
  redirect?: RedirectionSideEffect;
}

/** The delete button of a resource that keeps its records: asks for the 'Motive' (spec §5), then deletes. */
export function SoftDeleteButton({ resource, redirect = 'list' }: SoftDeleteButtonProps) {
  const translate = useTranslate();
  const c = useSoftDelete(resource, redirect);
  if (!c.available) return null;
  const title = actionText(translate, resource.name, 'delete', 'soft_delete_title');
  return (
    <>
      <ActionButton label={translate('ra.action.delete')} onClick={c.start} disabled={c.isPending} color="error" startIcon={<DeleteIcon />} />
      <ActionDialog open={c.open} title={title} onClose={c.close} onConfirm={c.submit} pending={c.isPending} confirmLabel={translate('ra.action.delete')}>
        <ActionTextField
          label={translate('app.action.reason')}
          placeholder={translate('app.action.reason_prompt')}
          value={c.reason}
          onChange={c.setReason}
          required
          error={c.error}
          autoFocus
        />
      </ActionDialog>
    </>
  );
}
