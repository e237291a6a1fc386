import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What is about to go (the record's text), shown above the reason. */
  subject?: string;
  onClose: () => void;
  /** Deletes; `done` is called once deleted (the dialog then forgets the reason). */
  onConfirm: (reason: string, done: () => void) => void;
  /** The delete is on its way. */
  pending: boolean;
  /** The delete's refusal, shown in the dialog, which stays open. */
  error?: string | undefined;
}

/** Asks why something is deleted (spec §7's reasons): the delete button waits for a reason that is not blank. */
export function ReasonDialog({ open, title, subject, onClose, onConfirm, pending, error }: ReasonDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  const confirm = () => onConfirm(reason.trim(), close);
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {subject ? <DialogContentText sx={{ overflowWrap: 'anywhere', mb: 1 }}>{subject}</DialogContentText> : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        <TextField
          autoFocus
          fullWidth
          multiline
          margin="dense"
          label={translate('app.task_work.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'deletion-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" disabled={pending || reason.trim() === ''} onClick={confirm}>
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
