import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslate } from 'ra-core';
import { describeError, technicalSummary } from './describeError';

/** Spec §9: global popup width 490px, at most 40vw, above everything (z-index 10000). */
const POPUP_WIDTH = 490;
const POPUP_Z_INDEX = 10000;

/** The global error dialog: translated title, description, details and a copy action. */
export function ErrorDialog({ error, onClose }: { error: unknown; onClose: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const description = describeError(error);
  const title = translate(description.title, { _: translate('errors.fallback_title') });
  const text = description.descriptionKey ? translate(description.descriptionKey, { _: '' }) : '';
  const copy = async () => {
    await navigator.clipboard?.writeText(technicalSummary(description)).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      role="alertdialog"
      aria-labelledby="error-dialog-title"
      sx={{ zIndex: POPUP_Z_INDEX }}
      slotProps={{ paper: { sx: { width: POPUP_WIDTH, maxWidth: '40vw', minWidth: 'min(490px, 96vw)' } } }}
    >
      <DialogTitle id="error-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorOutlineIcon color="error" />
        {title}
      </DialogTitle>
      <DialogContent>
        {text && <Typography sx={{ mb: 2 }}>{text}</Typography>}
        <Accordion disableGutters elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>{translate('errors.details')}</AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">
              <strong>{translate('errors.frontend_message')}:</strong> {translate(description.frontendMessage, { _: description.frontendMessage })}
            </Typography>
            {description.backendMessage && (
              <Typography variant="body2">
                <strong>{translate('errors.backend_message')}:</strong> {description.backendMessage}
              </Typography>
            )}
            {description.traceId && (
              <Typography variant="body2">
                <strong>{translate('errors.trace_id')}:</strong> {description.traceId}
              </Typography>
            )}
          </AccordionDetails>
        </Accordion>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>{translate(copied ? 'errors.copied' : 'errors.copy_errors')}</Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('errors.return')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
