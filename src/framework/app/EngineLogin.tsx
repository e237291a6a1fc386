import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import Typography from '@mui/material/Typography';
import { Login, LoginForm } from 'react-admin';
import { useTranslate } from 'ra-core';
import { applicationIdentity } from '../application/identitySection';
import type { SignInFlows } from '../auth/signInSection';

export interface EngineLoginProps {
  flows: SignInFlows;
  /** Sends the browser to the identity provider, when single sign-on is declared. */
  startSignOn?: (() => Promise<void>) | undefined;
}

/** The sign-in page: the application's name and version, then the flows it declares (password form, single sign-on). */
export function EngineLogin({ flows, startSignOn }: EngineLoginProps) {
  const translate = useTranslate();
  const { name, version } = applicationIdentity();
  return (
    <Login>
      <Typography component="h1" variant="h6" align="center" data-testid="application-name">
        {name}
      </Typography>
      {version && (
        <Typography variant="caption" component="p" align="center" data-testid="application-version">
          {translate('app.sign_in.version', { version })}
        </Typography>
      )}
      {flows.password && <LoginForm />}
      {startSignOn && (
        <CardActions>
          <Button variant="outlined" fullWidth onClick={() => void startSignOn()}>
            {translate('app.sign_in.sso')}
          </Button>
        </CardActions>
      )}
    </Login>
  );
}
