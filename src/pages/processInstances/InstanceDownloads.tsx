import FolderZipIcon from '@mui/icons-material/FolderZip';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'ra-core';
import { useState } from 'react';
import { INSTANCE_MEDIA_SIZES, INSTANCE_REPORT, instanceReportName, INSTANCES_ZIP, INSTANCES_ZIP_NAME } from '../../contracts/processInstances';
import { callRequest } from '../../framework/contracts/callRequest';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { useAppSession } from '../../shell/AppSessionContext';
import { saveBlob } from '../mobileApp/saveBlob';
import { mediaSize } from './mediaSize';

/** The report (PDF) and the evidence zip of one instance, with how much evidence there is; a failed download opens the error popup. */
export function InstanceDownloads({ instanceId }: { instanceId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const showError = useErrorDialog();
  const { http } = useAppSession();
  const [busy, setBusy] = useState<'report' | 'zip' | undefined>();
  const sizes = useQuery({
    queryKey: ['digital-process-instance', 'media-size', instanceId],
    queryFn: async () => (await callRequest(http, INSTANCE_MEDIA_SIZES, { query: { ids: instanceId } })).data,
    retry: false,
  });

  const run = async (kind: 'report' | 'zip') => {
    setBusy(kind);
    try {
      if (kind === 'report') saveBlob(await callRequest(http, INSTANCE_REPORT, { params: { id: instanceId } }), instanceReportName(instanceId));
      else saveBlob(await callRequest(http, INSTANCES_ZIP, { body: { ids: [instanceId] } }), INSTANCES_ZIP_NAME);
    } catch (failure) {
      showError(failure);
    } finally {
      setBusy(undefined);
    }
  };

  return (
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
  );
}
