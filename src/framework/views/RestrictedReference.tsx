import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

/** In place of a referenced record the user's role may not read: a muted "no access", not an error. */
export function RestrictedReference() {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
      {translate('forms.show.noAccess')}
    </Typography>
  );
}
