import FolderZipIcon from '@mui/icons-material/FolderZip';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { mediaSize } from './mediaSize';
import { useInstanceDownloads } from './useInstanceDownloads';

/** The report (PDF) and the evidence zip of one instance, with how much evidence there is; a failed download opens the error popup. */
export function InstanceDownloads({ instanceId }: { instanceId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { download, preparing: busy, sizes } = useInstanceDownloads(instanceId);

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
      <Button variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={busy !== undefined} onClick={() => void download('report')}>
        {translate(busy === 'report' ? 'app.processInstances.preparing' : 'app.processInstances.report')}
      </Button>
      <Button variant="outlined" startIcon={<FolderZipIcon />} disabled={busy !== undefined || sizes?.count === 0} onClick={() => void download('zip')}>
        {translate(busy === 'zip' ? 'app.processInstances.preparing' : 'app.processInstances.zip')}
      </Button>
      {sizes && (
        <Typography variant="body2" color="text.secondary" data-testid="media-size">
          {translate('app.processInstances.mediaSize', { count: sizes.count, size: mediaSize(sizes.size, locale) })}
        </Typography>
      )}
    </Stack>
  );
}
