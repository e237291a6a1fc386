import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { ImportErrorLine } from '../../contracts/imports';
import type { ImportDefinition } from '../../framework/import/importDefinition';
import { ErrorList } from './ErrorList';
import { fileForm } from './importCalls';
import { TemplateAndFile } from './TemplateAndFile';
import { useImportActions } from './useImportActions';

type Outcome = { kind: 'none' } | { kind: 'done'; count: number } | { kind: 'refused'; lines: ImportErrorLine[] } | { kind: 'file'; message: string };

/** Upload and import in one step (all rows or none); a refusal lists the errors per row, downloadable. */
export function FileImport({ definition }: { definition: ImportDefinition }) {
  const translate = useTranslate();
  const actions = useImportActions(definition);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  const upload = async (file: File) => {
    const call = actions.calls.file;
    if (!call) return;
    setBusy(true);
    const outcome = await actions.send(call, { body: fileForm(file) });
    setBusy(false);
    if (!outcome) return;
    if (outcome.ok) return setOutcome({ kind: 'done', count: outcome.answer.data.count });
    const rows = outcome.refusal.rows ?? [];
    if (rows.length === 0) return setOutcome({ kind: 'file', message: actions.fileError(outcome.refusal) });
    const key = definition.key;
    setOutcome({
      kind: 'refused',
      lines: rows.flatMap((row) =>
        row.errors.map((error) => ({ line: row.line, identifier: key ? row.values[key] : undefined, message: `${error.field}: ${actions.rowError(error)}` })),
      ),
    });
  };

  return (
    <Stack spacing={2}>
      <TemplateAndFile onTemplate={() => void actions.downloadTemplate()} onFile={(file) => void upload(file)} busy={busy} />
      {outcome.kind === 'done' && <Alert severity="success">{translate('app.imports.imported', { smart_count: outcome.count })}</Alert>}
      {outcome.kind === 'file' && <Alert severity="error">{outcome.message}</Alert>}
      {outcome.kind === 'refused' && <ErrorList lines={outcome.lines} fileName={`${definition.template}-errors.csv`} />}
    </Stack>
  );
}
