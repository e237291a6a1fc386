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
import { EVIDENCE_REASON_MAX, EVIDENCE_UPLOAD } from '../../contracts/evidence';
import { MediaThumbnail } from './MediaThumbnail';
import { useTaskMediaController } from './useTaskMediaController';

const ACCEPT = 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf';

function sizeText(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface TaskMediaProps {
  activityId: string;
  taskId: string;
  /** Called once a file was sent or deleted (the page around shows the change elsewhere too). */
  onChange?: () => void;
}

/**
 * The evidence of one activity task: the files with a thumbnail for photos, download (with
 * the encoded-address retry), delete with a reason, and upload with a description per file
 * and progress. Refusals show the server's message.
 */
export function TaskMedia({ activityId, taskId, onChange }: TaskMediaProps) {
  const translate = useTranslate();
  const controller = useTaskMediaController({ taskId, onChange });
  const { medias, error, chosen, progress, deleting, reason } = controller;

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
          <IconButton aria-label={translate('app.evidence.download')} onClick={() => controller.download(media)}>
            <DownloadIcon />
          </IconButton>
          {media._id && (
            <IconButton aria-label={translate('app.evidence.delete')} onClick={() => controller.setDeleting(media)}>
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} sx={{ alignSelf: 'flex-start' }}>
        {translate('app.evidence.choose')}
        <input hidden type="file" multiple accept={ACCEPT} onChange={(event) => controller.choose([...(event.target.files ?? [])])} />
      </Button>
      {chosen.map((item, index) => (
        <TextField
          key={`${item.file.name}-${index}`}
          size="small"
          label={translate('app.evidence.description_of', { name: item.file.name })}
          value={item.description}
          onChange={(event) => controller.describe(index, event.target.value)}
          slotProps={{ htmlInput: { maxLength: EVIDENCE_UPLOAD.descriptionLength } }}
        />
      ))}
      {chosen.length > 0 && (
        <Button variant="contained" onClick={controller.send} disabled={progress !== undefined} sx={{ alignSelf: 'flex-start' }}>
          {translate('app.evidence.upload', { smart_count: chosen.length })}
        </Button>
      )}
      {progress !== undefined && <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={translate('app.evidence.uploading')} />}
      <Dialog open={deleting !== undefined} onClose={() => controller.setDeleting(undefined)}>
        <DialogTitle>{translate('app.evidence.delete_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            margin="dense"
            label={translate('app.evidence.reason')}
            value={reason}
            onChange={(event) => controller.setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: EVIDENCE_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => controller.setDeleting(undefined)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" disabled={reason.trim() === ''} onClick={controller.confirmDelete}>
            {translate('app.evidence.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
