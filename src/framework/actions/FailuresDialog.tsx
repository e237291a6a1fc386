import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { useTranslate } from 'ra-core';
import { useId, type SyntheticEvent } from 'react';

/** One item an action could not handle: what it is and the API's message key. */
export interface FailureItem {
  id: string;
  label: string;
  error: string;
}

export interface FailuresDialogProps {
  title: string;
  items: FailureItem[];
  onClose: () => void;
}

const stop = (event: SyntheticEvent) => event.stopPropagation();

/** The warning listing what an action left undone, each item with its translated reason, so the user knows what to do again. */
export function FailuresDialog({ title, items, onClose }: FailuresDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} onClick={stop} role="alertdialog" aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningIcon color="warning" />
        {title}
      </DialogTitle>
      <DialogContent>
        <List dense>
          {items.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemText primary={item.label} secondary={translate(item.error, { _: item.error })} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
