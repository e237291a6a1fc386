import { useEffect, useRef, useState } from 'react';
import { useAuthProvider, useNotify } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { authDeclaration } from '../auth/authDeclaration';
import { clearSignOnAnswer } from '../auth/signOnAnswer';

/**
 * Reads the identity provider's answer: its code traded for the session (the auth provider's
 * `handleCallback`), then the page the user was going to, else the declared home; a failure
 * signs out, says `failureMessage` (a message key) and goes back to the declared sign-in route.
 * Either way the answer leaves the address. Answers whether the trade failed, for a page that
 * shows it meanwhile.
 */
export function useSignOnCallback(failureMessage: string): boolean {
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const notify = useNotify();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
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
        setFailed(true);
        await authProvider.logout({}).catch(() => undefined);
        notify(failureMessage, { type: 'error' });
        navigate(routes.login, { replace: true });
      });
  }, [authProvider, navigate, notify, failureMessage]);
  return failed;
}
