import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { TaskStatus } from './taskStatuses';

export interface StatusChange {
  status: number;
  justification?: string;
  allowsExternalUpdate: boolean;
}

export interface StatusChangeDialogProps {
  open: boolean;
  statuses: readonly TaskStatus[];
  current: unknown;
  onClose: () => void;
  /** Sends the change; `done` is called once saved (the dialog then forgets the choice). */
  onSubmit: (change: StatusChange, done: () => void) => void;
  /** The change is on its way. */
  pending: boolean;
  /** The change's refusal, shown under the explanation. */
  error?: string | undefined;
}

/** Changes a task's status (spec §4): a status that requires an explanation asks for one before sending. */
export function StatusChangeDialog({ open, statuses, current, onClose, onSubmit, pending, error }: StatusChangeDialogProps) {
  const translate = useTranslate();
  const [status, setStatus] = useState<number | ''>('');
  const [justification, setJustification] = useState('');
  const [external, setExternal] = useState(false);
  const chosen = statuses.find((candidate) => candidate.status === status);
  const submit = () => {
    if (status === '') return;
    onSubmit({ status, allowsExternalUpdate: external, ...(justification.trim() ? { justification: justification.trim() } : {}) }, () => {
      setStatus('');
      setJustification('');
      onClose();
    });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.timeline.change_status')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={translate('app.timeline.new_status')}
          value={status}
          onChange={(event) => setStatus(Number(event.target.value))}
          id="task-new-status"
        >
          {statuses
            .filter((candidate) => candidate.status !== current)
            .map((candidate) => (
              <MenuItem key={candidate.status} value={candidate.status}>
                {candidate.name}
                {candidate.explanationRequired ? ` (${translate('app.timeline.needs_explanation')})` : ''}
              </MenuItem>
            ))}
        </TextField>
        <TextField
          label={translate('app.timeline.explanation')}
          value={justification}
          onChange={(event) => setJustification(event.target.value)}
          multiline
          minRows={2}
          required={chosen?.explanationRequired ?? false}
          error={error !== undefined}
          helperText={error ?? (chosen?.explanationRequired ? translate('app.timeline.explanation_required') : ' ')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <FormControlLabel
          control={<Checkbox checked={external} onChange={(event) => setExternal(event.target.checked)} />}
          label={translate('app.timeline.allows_external_update')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={status === '' || pending}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
