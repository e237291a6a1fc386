import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export interface FormToolbarProps {
  /** While true the save button is disabled and shows a spinner. */
  saving?: boolean;
  /** Without it no cancel button is shown. */
  onCancel?: () => void;
  /** Fields in error after a refused save: "3 fields need attention" beside the buttons. */
  invalidCount?: number;
}

/**
 * Save (submits the surrounding form) and cancel buttons with react-admin's labels, stuck
 * to the bottom of the window while the form is longer than it, with the count of fields
 * that need attention after a refused save.
 *
 * @example <FormToolbar saving={isPending} onCancel={() => navigate(-1)} invalidCount={2} />
 */
export function FormToolbar({ saving = false, onCancel, invalidCount = 0 }: FormToolbarProps) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      data-testid="form-toolbar"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mt: 2,
        mx: -2,
        px: 2,
        py: 1.5,
        flexWrap: 'wrap',
        alignItems: 'center',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
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
      <Typography role="status" variant="body2" color="error" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {invalidCount > 0 && (
          <>
            <ErrorOutlineIcon fontSize="small" aria-hidden />
            {translate('forms.errors.summary', { smart_count: invalidCount })}
          </>
        )}
      </Typography>
    </Stack>
  );
}
