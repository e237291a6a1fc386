import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { ErrorReportDialog } from './ErrorReportDialog';
import type { FicScreen } from './ficKinds';
import { useAbortedItems } from './useAbortedItems';

/** The items an earlier import stopped before (spec §7 aborted lists), with their report. */
export function AbortedNotice({ screen }: { screen: FicScreen }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const errors = useAbortedItems(screen);
  if (errors.length === 0) return null;
  return (
    <>
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(true)}>
            {translate('app.fic.aborted.see')}
          </Button>
        }
      >
        {translate('app.fic.aborted.text', { smart_count: errors.length })}
      </Alert>
      {open && <ErrorReportDialog action="import" outcome={{ asked: errors.length, done: 0, errors, aborted: errors.length }} onClose={() => setOpen(false)} />}
    </>
  );
}
