import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { ACTIVITY_REPORT, EVIDENCE_ZIP } from '../../contracts/evidence';
import { callRequest } from '../../framework/contracts/callRequest';
import { useAppSession } from '../../shell/AppSessionContext';
import { saveBlob } from '../mobileApp/saveBlob';
import { failureText } from './evidenceCalls';

/** The report (PDF) and the evidence zip of one activity, or of several (`activityIds`, the list's bulk action). */
export function ActivityDownloads({ activityId, activityIds }: { activityId?: string; activityIds?: readonly string[] }) {
  const translate = useTranslate();
  const { http } = useAppSession();
  const [busy, setBusy] = useState<'report' | 'zip' | undefined>();
  const [error, setError] = useState<string | undefined>();
  const ids = activityIds ?? (activityId ? [activityId] : []);

  const run = async (kind: 'report' | 'zip') => {
    setBusy(kind);
    setError(undefined);
    try {
      if (kind === 'report')
        saveBlob(await callRequest(http, ACTIVITY_REPORT, { params: { id: activityId ?? '' } }), `activity-${activityId ?? ''}-report.pdf`);
      else
        saveBlob(
          await callRequest(http, EVIDENCE_ZIP, { body: { filters: { ids: [...ids] }, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone } }),
          'evidence.zip',
        );
    } catch (failure) {
      setError(failureText(failure, translate));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {activityId && (
          <Button variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={busy !== undefined} onClick={() => void run('report')}>
            {translate(busy === 'report' ? 'app.evidence.preparing' : 'app.evidence.report')}
          </Button>
        )}
        <Button variant="outlined" startIcon={<FolderZipIcon />} disabled={busy !== undefined || ids.length === 0} onClick={() => void run('zip')}>
          {translate(busy === 'zip' ? 'app.evidence.preparing' : 'app.evidence.zip')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
