import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import type { FileImportCall } from '../../contracts/imports';
import type { ImportDefinition } from '../../framework/import/importDefinition';
import { ErrorList } from './ErrorList';
import { TemplateAndFile } from './TemplateAndFile';
import { useFileImport } from './useFileImport';
import { useImportTemplate } from './useImportTemplate';

/** Upload and import in one step (all rows or none); a refusal lists the errors per row, downloadable. */
export function FileImport({ definition, call }: { definition: ImportDefinition; call: FileImportCall }) {
  const translate = useTranslate();
  const downloadTemplate = useImportTemplate(definition);
  const { upload, busy, outcome } = useFileImport(definition, call);
  return (
    <Stack spacing={2}>
      <TemplateAndFile onTemplate={() => void downloadTemplate()} onFile={(file) => void upload(file)} busy={busy} />
      {outcome.kind === 'done' && <Alert severity="success">{translate('app.imports.imported', { smart_count: outcome.count })}</Alert>}
      {outcome.kind === 'file' && <Alert severity="error">{outcome.message}</Alert>}
      {outcome.kind === 'refused' && <ErrorList lines={outcome.lines} fileName={`${definition.template}-errors.csv`} />}
    </Stack>
  );
}
