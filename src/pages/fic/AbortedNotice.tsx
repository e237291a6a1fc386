import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { ErrorReportDialog } from './ErrorReportDialog';
import { callRequest } from '../../framework/contracts/callRequest';
import { useFicSession } from './FicProject';
import type { FicScreen } from './ficKinds';

/** The items an earlier import stopped before (spec §7 aborted lists), with their report. */
export function AbortedNotice({ screen }: { screen: FicScreen }) {
  const translate = useTranslate();
  const { http, context, projectKey } = useFicSession();
  const [open, setOpen] = useState(false);
  const aborted = useQuery({
    queryKey: ['fic', screen.kind, 'aborted', projectKey],
    queryFn: async () => (await callRequest(http, screen.calls.aborted, {}, { context })).data.items,
    retry: false,
  });
  const errors = aborted.data ?? [];
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
