import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { BackgroundImportCall } from '../../contracts/imports';
import type { ImportDefinition } from '../../framework/import/importDefinition';
import { ErrorList } from './ErrorList';
import { TemplateAndFile } from './TemplateAndFile';
import { useBackgroundImport } from './useBackgroundImport';
import { useImportTemplate } from './useImportTemplate';

/**
 * Upload a workbook to be imported in the background, then follow its history entry:
 * the latest runs are read again every second while one is in progress (spec §4), each
 * with its progress, its result and, when it failed, its downloadable error list.
 */
export function BackgroundImport({ definition, call }: { definition: ImportDefinition; call: BackgroundImportCall }) {
  const translate = useTranslate();
  const downloadTemplate = useImportTemplate(definition);
  const { upload, busy, fileError, runs } = useBackgroundImport(definition, call);

  return (
    <Stack spacing={2}>
      <TemplateAndFile onTemplate={() => void downloadTemplate()} onFile={(file) => void upload(file)} busy={busy} />
      {fileError && <Alert severity="error">{fileError}</Alert>}
      <Typography variant="h6" component="h2">
        {translate('app.imports.history')}
      </Typography>
      {runs.map((entry) => (
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
