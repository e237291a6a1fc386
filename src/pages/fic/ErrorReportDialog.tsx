import ContentCopy from '@mui/icons-material/ContentCopy';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'ra-core';
import { useId } from 'react';
import { errorReportText } from './errorReportText';
import type { FicItemError } from '../../contracts/fic';
import type { Outcome } from './ficShapes';
import { reportSeverity } from './reportSeverity';

/** Spec §9: the FIC error popup is 660 px wide. */
export const REPORT_WIDTH = 660;

export interface ErrorReportDialogProps {
  /** What was done: imported or updated activities (the titles and footers of spec §8). */
  action: 'import' | 'update';
  outcome: Outcome;
  onClose(): void;
}

/** A failed item's code in the user's language, the server's message when the code is unknown. */
export function useCodeText(): (error: FicItemError) => string {
  const translate = useTranslate();
  return (error) => translate(`app.fic.codes.${error.error}`, { _: error.message || error.error });
}

/**
 * Spec §8 "Import or update with errors": the failed items, a technical summary (codes and
 * messages as the server sent them) and Copy errors; the title and footer say whether the
 * rest was done (warning) or nothing was (error), by the severity rules of spec §4.
 */
export function ErrorReportDialog({ action, outcome, onClose }: ErrorReportDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const codeText = useCodeText();
  const titleId = useId();
  const severity = reportSeverity(outcome);
  const level = severity === 'error' ? 'error' : 'warning';
  const title = translate(`app.fic.report.${action}.${level}_title`);
  const copy = () => {
    const text = errorReportText(title, outcome.errors);
    navigator.clipboard.writeText(text).then(
      () => notify('app.fic.report.copied', { type: 'info' }),
      () => notify('app.fic.report.copy_failed', { type: 'warning' }),
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: REPORT_WIDTH, maxWidth: 'calc(100vw - 32px)', m: 2 } } }}
      data-testid="fic-error-report"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Alert severity={level} sx={{ mb: 2 }}>
          {translate(`app.fic.report.${action}.summary`, { done: outcome.done, failed: outcome.errors.length })}
        </Alert>
        <List dense disablePadding sx={{ maxHeight: 280, overflowY: 'auto' }}>
          {outcome.errors.map((error, index) => (
            <ListItem key={`${error.id}-${index}`} disableGutters>
              <ListItemText primary={error.id} secondary={codeText(error)} />
            </ListItem>
          ))}
        </List>
        <Accordion disableGutters sx={{ mt: 2 }}>
          <AccordionSummary>{translate('app.fic.report.technical')}</AccordionSummary>
          <AccordionDetails>
            <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', m: 0, fontFamily: 'monospace' }}>
              {outcome.errors.map((error) => `${error.id}: ${error.error}${error.message ? ` - ${error.message}` : ''}`).join('\n')}
            </Typography>
          </AccordionDetails>
        </Accordion>
        <Typography sx={{ mt: 2 }}>{translate(`app.fic.report.${action}.${level}_footer`)}</Typography>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={copy}>
          {translate('app.fic.report.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.fic.report.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
