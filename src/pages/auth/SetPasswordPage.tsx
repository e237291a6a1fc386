import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { LOGIN_ROUTE } from '../../shell/shellRoutes';
import { FORGOT_PASSWORD_ROUTE } from './authRoutes';
import { PublicPage } from './PublicPage';
import { useSetPassword } from './useSetPassword';

/** Set a new password from the reset link: the token is checked first. */
export function SetPasswordPage() {
  const translate = useTranslate();
  // The reset mail links to `#/set-password?token=…`; `/set-password/:token` works too.
  const [query] = useSearchParams();
  const { token: pathToken } = useParams();
  const token = pathToken ?? query.get('token') ?? '';
  const { phase, password, setPassword, confirmation, setConfirmation, problem, submit } = useSetPassword(token);

  return (
    <PublicPage title={translate('auth.set_password.title')}>
      {phase === 'checking' && <CircularProgress aria-label={translate('auth.loading')} sx={{ justifySelf: 'center' }} />}
      {phase === 'invalid' && <Alert severity="error">{translate('auth.set_password.invalid_link')}</Alert>}
      {phase === 'done' && <Alert severity="success">{translate('auth.set_password.done')}</Alert>}
      {phase === 'ready' && (
        <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'grid', gap: 16 }}>
          <TextField
            name="password"
            type="password"
            autoComplete="new-password"
            label={translate('auth.set_password.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={problem === 'FIELD_IS_REQUIRED'}
            helperText={problem === 'FIELD_IS_REQUIRED' ? translate(problem) : undefined}
            required
            fullWidth
          />
          <TextField
            name="confirmation"
            type="password"
            autoComplete="new-password"
            label={translate('auth.set_password.confirmation')}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={problem === 'auth.set_password.mismatch'}
            helperText={problem === 'auth.set_password.mismatch' ? translate(problem) : undefined}
            required
            fullWidth
          />
          <Button type="submit" variant="contained">
            {translate('auth.set_password.submit')}
          </Button>
        </form>
      )}
      <Link component={RouterLink} to={phase === 'invalid' ? FORGOT_PASSWORD_ROUTE : LOGIN_ROUTE}>
        {translate(phase === 'invalid' ? 'auth.login.forgot_password' : 'auth.back_to_login')}
      </Link>
    </PublicPage>
  );
}
