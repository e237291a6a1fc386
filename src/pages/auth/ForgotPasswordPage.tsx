import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { isValidEmail } from '../../framework/formats/email';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { useAppSession } from '../../shell/AppSessionContext';
import { LOGIN_ROUTE } from '../../shell/shellRoutes';
import { PublicPage } from './PublicPage';

/** Forgot password (spec §2, §5): one required email, send, back to login; success says an email was sent. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const { session } = useAppSession();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = !email.trim() ? 'FIELD_IS_REQUIRED' : !isValidEmail(email.trim()) ? 'ENTER_VALID_EMAIL' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setBusy(true);
    try {
      await session.forgotPassword(email.trim());
      setSent(true);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPage title={translate('auth.forgot_password.title')}>
      {sent ? (
        <Alert severity="success">{translate('auth.forgot_password.sent')}</Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'grid', gap: 16 }}>
          <TextField
            name="email"
            type="email"
            label={translate('auth.forgot_password.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && Boolean(problem)}
            helperText={touched && problem ? translate(problem) : undefined}
            required
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('auth.forgot_password.submit')}
          </Button>
        </form>
      )}
      <Link component={RouterLink} to={LOGIN_ROUTE}>
        {translate('auth.back_to_login')}
      </Link>
    </PublicPage>
  );
}
