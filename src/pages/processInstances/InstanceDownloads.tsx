import FolderZipIcon from '@mui/icons-material/FolderZip';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useAppSession } from '../../shell/AppSessionContext';
import { downloadFile } from '../evidence/evidenceCalls';
import { saveBlob } from '../mobileApp/saveBlob';
import { instanceCalls, parseMediaSize } from './instanceCalls';
import { mediaSize } from './mediaSize';

/** The report (PDF) and the evidence zip of one instance, with how much evidence there is. */
export function InstanceDownloads({ instanceId }: { instanceId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { http } = useAppSession();
  const [busy, setBusy] = useState<'report' | 'zip' | undefined>();
  const [error, setError] = useState<string | undefined>();
  const sizes = useQuery({
    queryKey: ['digital-process-instance', 'media-size', instanceId],
    queryFn: async () => parseMediaSize(((await http({ path: instanceCalls.mediaSize(instanceId) })).json as { data?: unknown } | undefined)?.data),
    retry: false,
  });

  const run = async (kind: 'report' | 'zip') => {
    setBusy(kind);
    setError(undefined);
    try {
      const file = kind === 'report' ? await downloadFile(instanceCalls.report(instanceId)) : await downloadFile(instanceCalls.zip, { method: 'POST', body: JSON.stringify({ ids: [instanceId] }) });
      saveBlob(file.blob, file.fileName);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={busy !== undefined} onClick={() => void run('report')}>
          {translate(busy === 'report' ? 'app.processInstances.preparing' : 'app.processInstances.report')}
        </Button>
        <Button variant="outlined" startIcon={<FolderZipIcon />} disabled={busy !== undefined || sizes.data?.count === 0} onClick={() => void run('zip')}>
          {translate(busy === 'zip' ? 'app.processInstances.preparing' : 'app.processInstances.zip')}
        </Button>
        {sizes.data && (
          <Typography variant="body2" color="text.secondary" data-testid="media-size">
            {translate('app.processInstances.mediaSize', { count: sizes.data.count, size: mediaSize(sizes.data.size, locale) })}
          </Typography>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
