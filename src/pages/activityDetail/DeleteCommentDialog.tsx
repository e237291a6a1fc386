import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { COMMENT_REASON_MAX } from '../../contracts/activityDetail';

export interface DeleteCommentDialogProps {
  /** The comment's text, quoted in the dialog; undefined when closed. */
  comment: string | undefined;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason a comment is deleted (required by the API, kept in the deleted list). */
export function DeleteCommentDialog({ comment, pending, onConfirm, onClose }: DeleteCommentDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const blank = reason.trim() === '';
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const confirm = () => {
    setTried(true);
    if (!blank) onConfirm(reason.trim());
  };
  return (
    <Dialog open={comment !== undefined} onClose={close} aria-labelledby="delete-comment-title" fullWidth maxWidth="sm">
      <DialogTitle id="delete-comment-title">{translate('app.activity_detail.comments.delete_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>“{comment}”</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          required
          label={translate('app.activity_detail.comments.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={tried && blank}
          helperText={tried && blank ? translate('app.activity_detail.comments.reason_required') : ' '}
          slotProps={{ htmlInput: { maxLength: COMMENT_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={pending}>
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
