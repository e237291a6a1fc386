import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'ra-core';
import { useCallback, useEffect, useState } from 'react';
import { EVIDENCE_REASON_MAX, EVIDENCE_UPLOAD, type EvidenceMedia } from '../../contracts/evidence';
import { useAppSession } from '../../shell/AppSessionContext';
import { saveBlob } from '../mobileApp/saveBlob';
import { deleteTaskMedia, downloadTaskMedia, failureText, fetchTaskMedias, uploadTaskMedias } from './evidenceCalls';
import { MediaThumbnail } from './MediaThumbnail';

/** Checked in the browser too, so a refusal comes before the bytes are sent; the server checks again. */
const MAX_BYTES = EVIDENCE_UPLOAD.fileBytes;
const ACCEPT = 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf';

interface Pending {
  file: File;
  description: string;
}

function sizeText(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The evidence of one activity task: the files with a thumbnail for photos, download (with
 * the encoded-address retry), delete with a reason, and upload with a description per file
 * and progress. Refusals show the server's message.
 */
export interface TaskMediaProps {
  activityId: string;
  taskId: string;
  /** Called once a file was sent or deleted (the page around shows the change elsewhere too). */
  onChange?: () => void;
}

export function TaskMedia({ activityId, taskId, onChange }: TaskMediaProps) {
  const translate = useTranslate();
  const { http } = useAppSession();
  const [medias, setMedias] = useState<EvidenceMedia[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<EvidenceMedia | undefined>();
  const [reason, setReason] = useState('');

  const reload = useCallback(() => {
    fetchTaskMedias(http, taskId).then(setMedias, (failure: unknown) => setError(failureText(failure, translate)));
  }, [http, taskId, translate]);
  useEffect(reload, [reload]);

  const choose = (files: FileList | null) => {
    setError(undefined);
    const chosen = [...(files ?? [])];
    const tooLarge = chosen.find((file) => file.size > MAX_BYTES);
    if (tooLarge) {
      setError(translate('app.evidence.too_large', { name: tooLarge.name, limit: MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setPending(chosen.map((file) => ({ file, description: '' })));
  };

  const send = async () => {
    setError(undefined);
    setProgress(0);
    try {
      await uploadTaskMedias(taskId, pending, setProgress);
      setPending([]);
      reload();
      onChange?.();
    } catch (failure) {
      setError(failureText(failure, translate));
    } finally {
      setProgress(undefined);
    }
  };

  const download = async (media: EvidenceMedia) => {
    try {
      saveBlob(await downloadTaskMedia(http, media.mediaUrl), media.originalMediaName ?? 'evidence');
    } catch (failure) {
      setError(failureText(failure, translate));
    }
  };

  const remove = async () => {
    if (!deleting?._id) return;
    try {
      await deleteTaskMedia(http, taskId, deleting._id, reason.trim());
      setDeleting(undefined);
      setReason('');
      reload();
      onChange?.();
    } catch (failure) {
      setError(failureText(failure, translate));
    }
  };

  return (
    <Stack spacing={1.5} data-activity-id={activityId} aria-label={translate('app.evidence.title')}>
      <Typography variant="h6">{translate('app.evidence.title')}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {medias.length === 0 && <Typography color="text.secondary">{translate('app.evidence.empty')}</Typography>}
      {medias.map((media) => (
        <Stack key={media.mediaUrl} direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }} data-testid="task-media">
          <MediaThumbnail media={media} />
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography noWrap title={media.originalMediaName}>
              {media.originalMediaName ?? media.mediaUrl}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {[media.description, sizeText(media.size)].filter(Boolean).join(' · ')}
            </Typography>
          </Stack>
          <IconButton aria-label={translate('app.evidence.download')} onClick={() => void download(media)}>
            <DownloadIcon />
          </IconButton>
          {media._id && (
            <IconButton aria-label={translate('app.evidence.delete')} onClick={() => setDeleting(media)}>
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} sx={{ alignSelf: 'flex-start' }}>
        {translate('app.evidence.choose')}
        <input hidden type="file" multiple accept={ACCEPT} onChange={(event) => choose(event.target.files)} />
      </Button>
      {pending.map((item, index) => (
        <TextField
          key={`${item.file.name}-${index}`}
          size="small"
          label={translate('app.evidence.description_of', { name: item.file.name })}
          value={item.description}
          onChange={(event) => setPending((current) => current.map((entry, at) => (at === index ? { ...entry, description: event.target.value } : entry)))}
          slotProps={{ htmlInput: { maxLength: EVIDENCE_UPLOAD.descriptionLength } }}
        />
      ))}
      {pending.length > 0 && (
        <Button variant="contained" onClick={() => void send()} disabled={progress !== undefined} sx={{ alignSelf: 'flex-start' }}>
          {translate('app.evidence.upload', { smart_count: pending.length })}
        </Button>
      )}
      {progress !== undefined && <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={translate('app.evidence.uploading')} />}
      <Dialog open={deleting !== undefined} onClose={() => setDeleting(undefined)}>
        <DialogTitle>{translate('app.evidence.delete_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            margin="dense"
            label={translate('app.evidence.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: EVIDENCE_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(undefined)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" disabled={reason.trim() === ''} onClick={() => void remove()}>
            {translate('app.evidence.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
