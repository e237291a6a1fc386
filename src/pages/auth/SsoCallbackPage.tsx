import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAuthProvider, useNotify, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { HOME_ROUTE, LOGIN_ROUTE } from '../../shell/shellRoutes';
import { PublicPage } from './PublicPage';

/** Drops the provider's answer (`?code&session_state&state`) from the address once read. */
function clearAnswerFromAddress() {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.hash}`);
}

/**
 * The single sign-on redirect route (spec §2): 'Validando Login...' while the code is
 * exchanged; success → home; failure → 'Erro validando o Login.', logout, back to login.
 */
export function SsoCallbackPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const notify = useNotify();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // The code is single-use: exchange it once even when React runs effects twice.
    if (started.current || !authProvider?.handleCallback) return;
    started.current = true;
    authProvider
      .handleCallback()
      .then((result) => {
        const target = result && typeof result === 'object' && typeof result.redirectTo === 'string' ? result.redirectTo : HOME_ROUTE;
        navigate(target, { replace: true });
        // After the router wrote the new hash, so the query it keeps is already gone.
        setTimeout(clearAnswerFromAddress);
      })
      .catch(async () => {
        clearAnswerFromAddress();
        setFailed(true);
        await authProvider.logout({}).catch(() => undefined);
        notify('auth.sso.error', { type: 'error' });
        navigate(LOGIN_ROUTE, { replace: true });
      });
  }, [authProvider, navigate, notify]);

  return (
    <PublicPage title={translate('auth.sso.title')}>
      {failed ? (
        <Alert severity="error">{translate('auth.sso.error')}</Alert>
      ) : (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          {translate('auth.sso.validating')}
        </Typography>
      )}
    </PublicPage>
  );
}
