import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'ra-core';
import { useActivityDownloadsController } from './useActivityDownloadsController';

/** The report (PDF) and the evidence zip of one activity, or of several (`activityIds`, the list's bulk action). */
export function ActivityDownloads({ activityId, activityIds }: { activityId?: string; activityIds?: readonly string[] }) {
  const translate = useTranslate();
  const { hasReport, hasZip, busy, run, error } = useActivityDownloadsController({ activityId, activityIds });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {hasReport && (
          <Button variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={busy !== undefined} onClick={() => run('report')}>
            {translate(busy === 'report' ? 'app.evidence.preparing' : 'app.evidence.report')}
          </Button>
        )}
        <Button variant="outlined" startIcon={<FolderZipIcon />} disabled={busy !== undefined || !hasZip} onClick={() => run('zip')}>
          {translate(busy === 'zip' ? 'app.evidence.preparing' : 'app.evidence.zip')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
