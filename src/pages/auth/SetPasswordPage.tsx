import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { useAppSession } from '../../shell/AppSessionContext';
import { LOGIN_ROUTE } from '../../shell/shellRoutes';
import { FORGOT_PASSWORD_ROUTE } from './authRoutes';
import { PublicPage } from './PublicPage';

type Phase = 'checking' | 'invalid' | 'ready' | 'done';

/** Set a new password from the reset link: the token is checked first. */
export function SetPasswordPage() {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const { session } = useAppSession();
  // The reset mail links to `#/set-password?token=…`; `/set-password/:token` works too.
  const [query] = useSearchParams();
  const { token: pathToken } = useParams();
  const token = pathToken ?? query.get('token') ?? '';
  const [phase, setPhase] = useState<Phase>('checking');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    let live = true;
    session
      .validateResetPasswordToken(token)
      .then(() => live && setPhase('ready'))
      .catch(() => live && setPhase('invalid'));
    return () => {
      live = false;
    };
  }, [session, token]);

  const problem = !password ? 'FIELD_IS_REQUIRED' : password !== confirmation ? 'auth.set_password.mismatch' : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    try {
      await session.setPassword({ token, password });
      setPhase('done');
    } catch (error) {
      showError(error);
    }
  };

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
            error={touched && problem === 'FIELD_IS_REQUIRED'}
            helperText={touched && problem === 'FIELD_IS_REQUIRED' ? translate(problem) : undefined}
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
            error={touched && problem === 'auth.set_password.mismatch'}
            helperText={touched && problem === 'auth.set_password.mismatch' ? translate(problem) : undefined}
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
