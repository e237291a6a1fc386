import { useCallback, useRef, useState } from 'react';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { readAppConfig } from '../../shell/appConfig';
import { PRODUCT_ERROR_CATALOGUE } from '../../shell/errorCatalogue';
import type { AppDownload } from './appDownload';
import type { DownloadProgress } from './downloadAppFile';

export type AppDownloadState = { status: 'idle' } | ({ status: 'downloading' } & DownloadProgress);

/**
 * Downloads the app file of `download` (fetch, then save) and says how far it is; a
 * failure opens the error dialog with the catalogue's download error (spec §8). A second
 * start while one runs does nothing.
 *
 * @example
 * const { state, start } = useAppDownload(appDownload(readAppConfig()));
 * <Button disabled={state.status === 'downloading'} onClick={start}>...</Button>
 */
export function useAppDownload(download: Extract<AppDownload, { kind: 'file' }>): { state: AppDownloadState; start: () => void } {
  const showError = useErrorDialog();
  const [state, setState] = useState<AppDownloadState>({ status: 'idle' });
  // A ref, not the state: two clicks in one frame both see the state as idle.
  const running = useRef(false);
  const { environment, version } = download.build;
  const { fileName } = download;
  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'downloading', received: 0, total: undefined });
    // The download code loads on the click: the sign-in page, which shows the button, is in the first page.
    Promise.all([import('./downloadAppFile'), import('../../framework/data/saveBlob')])
      .then(([{ downloadAppFile }, { saveBlob }]) =>
        downloadAppFile({
          baseUrl: readAppConfig().apiUrl,
          build: { environment, version },
          fileName,
          catalogue: PRODUCT_ERROR_CATALOGUE,
          onProgress: (progress) => setState({ status: 'downloading', ...progress }),
        }).then((file) => saveBlob(file.blob, file.fileName)),
      )
      .catch(showError)
      .finally(() => {
        running.current = false;
        setState({ status: 'idle' });
      });
  }, [environment, version, fileName, showError]);
  return { state, start };
}
