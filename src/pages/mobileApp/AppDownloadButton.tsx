import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'ra-core';
import type { AppDownload } from './appDownload';
import { useAppDownload } from './useAppDownload';

export interface AppDownloadButtonProps {
  download: AppDownload;
  /** Message key of the button's text. */
  label: string;
  variant?: ButtonProps['variant'];
}

function FileDownloadButton({ download, label, variant }: AppDownloadButtonProps & { download: Extract<AppDownload, { kind: 'file' }> }) {
  const translate = useTranslate();
  const { state, start } = useAppDownload(download);
  const busy = state.status === 'downloading';
  const percent = busy && state.total ? Math.min(100, Math.round((state.received / state.total) * 100)) : undefined;
  return (
    <Button
      variant={variant}
      onClick={start}
      disabled={busy}
      aria-busy={busy}
      // The ring repeats the text's percentage: hidden from assistive technology, which reads the text.
      startIcon={
        busy ? <CircularProgress size={18} aria-hidden {...(percent === undefined ? {} : { variant: 'determinate', value: percent })} /> : <DownloadIcon />
      }
    >
      {busy ? translate(percent === undefined ? 'app.mobile_app.downloading' : 'app.mobile_app.downloading_percent', { percent }) : translate(label)}
    </Button>
  );
}

/** The mobile app's button (spec §2): a link to the store in production, else the app file, downloaded with its progress shown. */
export function AppDownloadButton({ download, label, variant = 'text' }: AppDownloadButtonProps) {
  const translate = useTranslate();
  if (download.kind === 'store') {
    return (
      <Button variant={variant} href={download.url} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
        {translate(label)}
      </Button>
    );
  }
  return <FileDownloadButton download={download} label={label} variant={variant} />;
}
