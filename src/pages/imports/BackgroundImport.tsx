import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { ImportHistoryEntry } from '../../contracts/imports';
import type { ImportDefinition } from '../../framework/import/importDefinition';
import { LOADER_TYPE_HEADER, NO_LOADER } from '../../framework/feedback/pendingRequests';
import { useAppSession } from '../../shell/AppSessionContext';
import { ErrorList } from './ErrorList';
import { fileForm } from './importCalls';
import { TemplateAndFile } from './TemplateAndFile';
import { useImportActions } from './useImportActions';

/** How often the history is read again while a run is in progress. */
const POLL_MS = 1000;
const SHOWN_RUNS = 5;

/**
 * Upload a workbook to be imported in the background, then follow its history entry:
 * the latest runs are read again every second while one is in progress (spec §4), each
 * with its progress, its result and, when it failed, its downloadable error list.
 */
export function BackgroundImport({ definition }: { definition: ImportDefinition }) {
  const translate = useTranslate();
  const actions = useImportActions(definition);
  const { http } = useAppSession();
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const history = definition.async?.history ?? '';
  const runs = useQuery({
    queryKey: ['import-history', history],
    queryFn: async () => {
      const response = await http({ path: history, headers: { [LOADER_TYPE_HEADER]: NO_LOADER } });
      // The history resource's records: the entries its background import starts (src/contracts/imports.ts).
      const entries = ((response.json as { data?: unknown }).data ?? []) as ImportHistoryEntry[];
      return [...entries].sort((a, b) => String(b.beginTime).localeCompare(String(a.beginTime))).slice(0, SHOWN_RUNS);
    },
    refetchInterval: (query) => (query.state.data?.some((entry) => entry.inProgressImporting) ? POLL_MS : false),
  });

  const upload = async (file: File) => {
    const call = actions.calls.background;
    if (!call) return;
    setBusy(true);
    setFileError(undefined);
    const outcome = await actions.send(call, { body: fileForm(file) });
    setBusy(false);
    if (!outcome) return;
    if (!outcome.ok) return setFileError(actions.fileError(outcome.refusal));
    await runs.refetch();
  };

  return (
    <Stack spacing={2}>
      <TemplateAndFile onTemplate={() => void actions.downloadTemplate()} onFile={(file) => void upload(file)} busy={busy} />
      {fileError && <Alert severity="error">{fileError}</Alert>}
      <Typography variant="h6" component="h2">
        {translate('app.imports.history')}
      </Typography>
      {(runs.data ?? []).map((entry) => (
        <Box key={entry._id} data-run={entry.fileName} sx={{ display: 'grid', gap: 1 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {entry.fileName} ·{' '}
            {entry.inProgressImporting ? translate('app.imports.in_progress') : translate(`app.imports.result.${entry.lastImportingResult ?? 'FAILED'}`)}
          </Typography>
          {entry.inProgressImporting && <LinearProgress variant="determinate" value={entry.progressState ?? 0} aria-label={entry.fileName} />}
          {!entry.inProgressImporting && (entry.lastImportingErrors?.length ?? 0) > 0 && (
            <ErrorList lines={entry.lastImportingErrors ?? []} fileName={`${entry.fileName.replace(/\.xlsx$/i, '')}-errors.csv`} />
          )}
        </Box>
      ))}
    </Stack>
  );
}
