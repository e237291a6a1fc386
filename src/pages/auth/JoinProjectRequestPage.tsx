import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { PublicPage } from './PublicPage';
import { useJoinProjectRequest } from './useJoinProjectRequest';

/** Join-to-project request (spec §2): a user without a project writes to the administrators; sent → 'Mensagem enviado com sucesso.' and logout. */
export function JoinProjectRequestPage() {
  const translate = useTranslate();
  const { message, setMessage, touch, missing, busy, submit, cancel } = useJoinProjectRequest();

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
          onBlur={touch}
          error={missing}
          helperText={missing ? translate('FIELD_IS_REQUIRED') : undefined}
          multiline
          minRows={4}
          required
          fullWidth
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={cancel}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('auth.join_project.send')}
          </Button>
        </Stack>
      </form>
    </PublicPage>
  );
}
