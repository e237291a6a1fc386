import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useId, type SyntheticEvent } from 'react';
import type { BulkProgress } from './useBulkRun';

// A click in the dialog must not reach the list row under the toolbar (React events cross portals).
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** The progress of a bulk run: a bar, "n of N" and Cancel (which stops after the chunk under way). Absent when nothing runs. */
export function BulkProgressDialog({ progress, onCancel }: { progress: BulkProgress | undefined; onCancel: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  if (!progress) return null;
  const value = progress.total === 0 ? 0 : (progress.handled / progress.total) * 100;
  const count = translate('app.bulk.progress', { handled: progress.handled, total: progress.total });
  return (
    <Dialog open onClick={stop} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="bulk-progress">
      <DialogTitle id={titleId}>{progress.title}</DialogTitle>
      <DialogContent>
        <LinearProgress variant="determinate" value={value} aria-label={count} sx={{ height: 8, borderRadius: 1, mb: 1 }} />
        <Typography variant="body2" aria-live="polite">
          {progress.cancelling ? translate('app.bulk.cancelling') : count}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={progress.cancelling}>
          {translate('ra.action.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
