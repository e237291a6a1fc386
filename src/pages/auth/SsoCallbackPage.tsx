import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useSignOnCallback } from '../../framework/app/useSignOnCallback';
import { PublicPage } from './PublicPage';

/**
 * The single sign-on redirect route (spec §2): 'Validando Login...' while the code is
 * exchanged; success → home; failure → 'Erro validando o Login.', logout, back to login.
 */
export function SsoCallbackPage() {
  const translate = useTranslate();
  const failed = useSignOnCallback('auth.sso.error');

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
