import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loading } from 'react-admin';
import { useAppSession } from '../../shell/AppSessionContext';
import { HOME_ROUTE } from '../../shell/shellRoutes';

/** /redirect: goes on to the page kept before sign-in (taken once), else home. */
export function RedirectPage() {
  const { store } = useAppSession();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(store.takeRedirect() ?? HOME_ROUTE, { replace: true });
  }, [navigate, store]);
  return <Loading />;
}
