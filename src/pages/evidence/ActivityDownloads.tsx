import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { mediaSize } from '../processInstances/mediaSize';
import { useActivityDownloadsController } from './useActivityDownloadsController';

/** The report (PDF) and the evidence zip of one activity, or of several (`activityIds`, the list's bulk action). */
export function ActivityDownloads({ activityId, activityIds }: { activityId?: string; activityIds?: readonly string[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { hasReport, hasZip, busy, run, error, evidence } = useActivityDownloadsController({ activityId, activityIds });
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
      {evidence && (
        <Typography variant="body2" color="text.secondary" data-testid="media-size">
          {translate('app.evidence.mediaSize', { smart_count: evidence.count, size: mediaSize(evidence.size, locale) })}
        </Typography>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
