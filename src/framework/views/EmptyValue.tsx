import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

/** The one way an empty value reads on a show page: a muted em dash, named for screen readers. */
export function EmptyValue() {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }} aria-label={translate('forms.show.empty')}>
      —
    </Typography>
  );
}

/** No value to show: absent, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}
