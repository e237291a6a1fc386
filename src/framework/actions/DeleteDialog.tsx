import DeleteIcon from '@mui/icons-material/Delete';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { ActionButton } from './ActionButton';
import { ActionDialog } from './ActionDialog';
import { ActionTextField } from './ActionTextField';

/** What a delete dialog shows and does, from a delete controller (one record or a selection). */
export interface DeleteDialogState {
  open: boolean;
  start(): void;
  close(): void;
  submit(): void;
  isPending: boolean;
  /** The resource keeps deleted records (`softDelete`): the dialog asks why, and the reason is stored with the record. */
  asksReason: boolean;
  reason: string;
  setReason(text: string): void;
  error?: string;
}

/**
 * The red delete button and its dialog: what follows the delete, the reason field of a soft
 * delete, and a red confirm. `title` names what is deleted; `disabled` holds the button back.
 */
export function DeleteDialog({ c, title, disabled = false }: { c: DeleteDialogState; title: string; disabled?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <ActionButton label={translate('ra.action.delete')} onClick={c.start} disabled={c.isPending || disabled} color="error" startIcon={<DeleteIcon />} />
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
