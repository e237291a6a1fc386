import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';

/** The scope's longest name (src/contracts/scope.ts). */
const NAME_MAX = 200;

export interface ScopeNameDialogProps {
  title: string;
  /** The name the field starts with: the node's when renaming, empty when adding. */
  initialName: string;
  pending: boolean;
  onClose: () => void;
  /** Saves the name; the dialog stays open (the name kept) until the caller closes it. */
  onSave: (name: string) => void;
}

/** Asks for a scope node's name: save waits for a name that is not blank and differs from the one it had. */
export function ScopeNameDialog({ title, initialName, pending, onClose, onSave }: ScopeNameDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initialName);
  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed !== '' && trimmed !== initialName) onSave(trimmed);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit } }}>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          required
          margin="dense"
          label={translate('app.overview.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending || trimmed === '' || trimmed === initialName}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
