import { LoadingPage } from 'react-admin';
import { useSignOnCallback } from './useSignOnCallback';

/** Where the identity provider's answer lands: the session, then the page the user was going to; a failure back to sign-in. */
export function EngineSignOnCallback() {
  useSignOnCallback('app.sign_in.sso_failed');
  return <LoadingPage loadingSecondary="app.sign_in.validating" />;
}
