import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLogout, useNotify, useTranslate } from 'ra-core';
import { JOIN_PROJECT_REQUEST } from '../../contracts/user';
import { callRequest } from '../../framework/contracts/callRequest';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { useAppSession } from '../../shell/AppSessionContext';
import { PublicPage } from './PublicPage';

/** Join-to-project request (spec §2): a user without a project writes to the administrators; sent → 'Mensagem enviado com sucesso.' and logout. */
export function JoinProjectRequestPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const showError = useErrorDialog();
  const { http } = useAppSession();
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = touched && message.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!message.trim()) return;
    setBusy(true);
    try {
      await callRequest(http, JOIN_PROJECT_REQUEST, { body: { message: message.trim() } });
      notify('auth.join_project.sent', { type: 'success' });
      await logout();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPage title={translate('auth.join_project.title')}>
      <Typography>{translate('auth.join_project.no_project')}</Typography>
      <Typography>{translate('auth.join_project.instructions')}</Typography>
      <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'grid', gap: 16 }}>
        <TextField
          name="message"
          label={translate('auth.join_project.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          onBlur={() => setTouched(true)}
          error={missing}
          helperText={missing ? translate('FIELD_IS_REQUIRED') : undefined}
          multiline
          minRows={4}
          required
          fullWidth
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void logout()}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('auth.join_project.send')}
          </Button>
        </Stack>
      </form>
    </PublicPage>
  );
}
