import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useOwnDataForm } from './useOwnDataForm';
import type { OwnData } from './validateOwnData';

/** Spec §9: the own-data dialog is 712 px wide, modal, closed by Escape. */
export const OWN_DATA_WIDTH = 712;
const FIELDS: (keyof OwnData)[] = ['firstName', 'lastName', 'email', 'username'];

/** Edit own data (spec §5): rules shown after a field is touched, Enter submits, saving closes; `PUT user/self` with the names and e-mail (the username is shown, no one's own to change). */
export function OwnDataDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { values, change, touch, errorOf, saving, submit } = useOwnDataForm(onClose);

  return (
    <Dialog open onClose={onClose} aria-labelledby="own-data-title" slotProps={{ paper: { sx: { width: OWN_DATA_WIDTH, maxWidth: '96vw' } } }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="own-data-title">{translate('auth.own_data.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {FIELDS.map((field) => {
            const message = errorOf(field);
            return (
              <TextField
                key={field}
                name={field}
                label={translate(`auth.own_data.${field}`)}
                value={values[field]}
                onChange={(event) => change(field, event.target.value)}
                onBlur={() => touch(field)}
                error={Boolean(message)}
                helperText={message ? translate(message) : undefined}
                required={field !== 'username'}
                slotProps={{ htmlInput: { readOnly: field === 'username' } }}
                type={field === 'email' ? 'email' : 'text'}
                fullWidth
              />
            );
          })}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
