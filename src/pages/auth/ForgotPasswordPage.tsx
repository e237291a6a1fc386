import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_ROUTE } from '../../shell/shellRoutes';
import { PublicPage } from './PublicPage';
import { useForgotPassword } from './useForgotPassword';

/** Forgot password (spec §2, §5): one required email, send, back to login; success says an email was sent. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const { email, setEmail, touch, problem, sent, busy, submit } = useForgotPassword();

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
            onBlur={touch}
            error={Boolean(problem)}
            helperText={problem ? translate(problem) : undefined}
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
