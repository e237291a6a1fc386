import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';

export interface FormToolbarProps {
  /** While true the save button is disabled and shows a spinner. */
  saving?: boolean;
  /** Without it no cancel button is shown. */
  onCancel?: () => void;
}

/**
 * Save (submits the surrounding form) and cancel buttons with react-admin's look and labels.
 *
 * @example <FormToolbar saving={isPending} onCancel={() => navigate(-1)} />
 */
export function FormToolbar({ saving = false, onCancel }: FormToolbarProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      <Button
        type="submit"
        variant="contained"
        color="primary"
        disabled={saving}
        startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
      >
        {translate('ra.action.save')}
      </Button>
      {onCancel && (
        <Button type="button" onClick={onCancel}>
          {translate('ra.action.cancel')}
        </Button>
      )}
    </Stack>
  );
}
