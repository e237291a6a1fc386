import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslate } from 'ra-core';
import { usePreviewMode } from './previewMode';

/** The header's preview switch, for the users who may preview. */
export function PreviewSwitch() {
  const translate = useTranslate();
  const { allowed, on, setOn } = usePreviewMode();
  if (!allowed) return null;
  return (
    <FormControlLabel
      sx={{ mx: 1, color: 'inherit', '& .MuiFormControlLabel-label': { fontSize: '0.875rem' } }}
      control={<Switch checked={on} onChange={(event) => setOn(event.target.checked)} color="default" size="small" />}
      label={translate('app.header.preview')}
    />
  );
}
