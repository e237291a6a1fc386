import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { readAppConfig } from '../../shell/appConfig';
import { useAppSession } from '../../shell/AppSessionContext';
import { FORGOT_PASSWORD_ROUTE } from './authRoutes';
import { appDownload } from '../mobileApp/appDownload';
import { AppDownloadButton } from '../mobileApp/AppDownloadButton';
import { PublicPage } from './PublicPage';
import { useLoginTarget } from './useLoginTarget';
import { useSignIn } from './useSignIn';
import { applicationIdentity } from '../../framework/application/identitySection';

type Field = 'username' | 'password';

/** Sign-in (spec §2, §5), at `/login` or `/login/{route}` (where it leads): username and password required, marked touched on submit; SSO; forgot password; the mobile app; the front version; a wait after too many failures. */
export function LoginPage() {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const { startSignOn } = useAppSession();
  const { signIn, busy } = useSignIn();
  useLoginTarget();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const config = readAppConfig();
  const download = appDownload(config);
  const missing = (field: Field) => touched[field] && values[field].trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    if (!values.username.trim() || !values.password) return;
    signIn({ username: values.username.trim(), password: values.password });
  };

  const field = (name: Field, type: string, autoComplete: string) => (
    <TextField
      name={name}
      type={type}
      autoComplete={autoComplete}
      label={translate(`auth.login.${name}`)}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
      error={missing(name)}
      helperText={missing(name) ? translate('FIELD_IS_REQUIRED') : undefined}
      required
      fullWidth
    />
  );

  return (
    <PublicPage title={translate('auth.login.title')}>
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        {field('username', 'text', 'username')}
        {field('password', 'password', 'current-password')}
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('auth.login.submit')}
        </Button>
      </form>
      <Link component={RouterLink} to={FORGOT_PASSWORD_ROUTE}>
        {translate('auth.login.forgot_password')}
      </Link>
      <Divider />
      {/* Offered where the product's declaration (auth.signIn.oidc) or config.js names a provider. */}
      {config.sso.authority && config.sso.clientId && (
        <Button variant="outlined" onClick={() => void startSignOn().catch(showError)}>
          {translate('auth.login.sso')}
        </Button>
      )}
      <AppDownloadButton download={download} label="auth.login.mobile_app" />
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        {translate('auth.login.version', { version: applicationIdentity().version })}
      </Typography>
    </PublicPage>
  );
}
