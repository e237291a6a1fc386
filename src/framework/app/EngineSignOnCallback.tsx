import { useEffect, useRef } from 'react';
import { LoadingPage } from 'react-admin';
import { useAuthProvider, useNotify } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { authDeclaration } from '../auth/authDeclaration';
import { clearSignOnAnswer } from '../auth/signOnAnswer';

/** Where the identity provider's answer lands: its code traded for the session, then the page the user was going to; a failure back to sign-in. */
export function EngineSignOnCallback() {
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const notify = useNotify();
  const started = useRef(false);
  useEffect(() => {
    // The code is single-use: traded once even when React runs effects twice.
    if (started.current || !authProvider?.handleCallback) return;
    started.current = true;
    const routes = authDeclaration().routes;
    authProvider
      .handleCallback()
      .then((result) => {
        const target = result && typeof result === 'object' && typeof result.redirectTo === 'string' ? result.redirectTo : routes.home;
        navigate(target, { replace: true });
        // After the router wrote the new hash, so the query it keeps is already gone.
        setTimeout(() => clearSignOnAnswer());
      })
      .catch(async () => {
        clearSignOnAnswer();
        await authProvider.logout({}).catch(() => undefined);
        notify('app.sign_in.sso_failed', { type: 'error' });
        navigate(routes.login, { replace: true });
      });
  }, [authProvider, navigate, notify]);
  return <LoadingPage loadingSecondary="app.sign_in.validating" />;
}
