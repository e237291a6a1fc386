import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { Login, LoginForm } from 'react-admin';
import { useTranslate } from 'ra-core';
import { applicationIdentity } from '../application/identitySection';
import type { SignInFlows } from '../auth/signInSection';

/** react-admin's backdrop in the application's colours (its own is a fixed navy). */
const backdrop = (theme: Theme) => ({
  backgroundImage: `radial-gradient(circle at 50% 14em, ${theme.palette.secondary.main} 0%, ${theme.palette.secondary.dark} 60%, ${theme.palette.secondary.dark} 100%)`,
});

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
    <Login sx={backdrop}>
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
