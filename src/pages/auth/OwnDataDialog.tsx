import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useNotify, useTranslate } from 'ra-core';
import { UPDATE_OWN_DATA } from '../../contracts/user';
import { callRequest } from '../../framework/contracts/callRequest';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { useAppSession } from '../../shell/AppSessionContext';
import { validateOwnData, type OwnData } from './validateOwnData';

/** Spec §9: the own-data dialog is 712 px wide, modal, closed by Escape. */
export const OWN_DATA_WIDTH = 712;
const FIELDS: (keyof OwnData)[] = ['firstName', 'lastName', 'email', 'username'];

/** Edit own data (spec §5): rules shown after a field is touched, Enter submits, saving closes; `PUT user/self` with the names and e-mail (the username is shown, no one's own to change). */
export function OwnDataDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const { store, http } = useAppSession();
  const user = store.user();
  const [values, setValues] = useState<OwnData>({
    firstName: user?.info.firstName ?? '',
    lastName: user?.info.lastName ?? '',
    email: user?.info.email ?? '',
    username: user?.info.username ?? user?.username ?? '',
  });
  const [touched, setTouched] = useState<Partial<Record<keyof OwnData, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const errors = validateOwnData(values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ firstName: true, lastName: true, email: true, username: true });
    if (Object.keys(errors).length > 0 || saving) return;
    setSaving(true);
    try {
      const { data } = await callRequest(http, UPDATE_OWN_DATA, {
        body: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() },
      });
      store.setUserInfo({ ...user?.info, ...data });
      notify('USER.USER_SUCCESSFULLY_UPDATED', { type: 'success' });
      onClose();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="own-data-title" slotProps={{ paper: { sx: { width: OWN_DATA_WIDTH, maxWidth: '96vw' } } }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="own-data-title">{translate('auth.own_data.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {FIELDS.map((field) => {
            const message = touched[field] ? errors[field] : undefined;
            return (
              <TextField
                key={field}
                name={field}
                label={translate(`auth.own_data.${field}`)}
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
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
