import { useId, type ReactNode, type SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'ra-core';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  /** Cancel, Escape and a click outside; ignored while the call runs. */
  onClose: () => void;
  onConfirm: () => void;
  pending?: boolean;
  /** Label of the confirm button (default react-admin's "Confirm"). */
  confirmLabel?: string;
  /** `error` for a confirm that destroys (delete): a red button. */
  confirmColor?: 'primary' | 'error';
  children?: ReactNode;
}

// React events bubble through portals: a click in the dialog must not reach a list row
// under the button (which would open the record).
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** The frame of every action dialog: title, content, Cancel and Confirm (spinning while the call runs). */
export function ActionDialog({ open, title, onClose, onConfirm, pending = false, confirmLabel, confirmColor = 'primary', children }: ActionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => (pending ? undefined : onClose())} onClick={stop} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children && <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>{children}</DialogContent>}
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          onClick={onConfirm}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} /> : undefined}
        >
          {confirmLabel ?? translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
