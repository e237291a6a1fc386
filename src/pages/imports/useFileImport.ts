import { useState } from 'react';
import type { FileImportCall, ImportErrorLine } from '../../contracts/imports';
import type { ImportDefinition } from '../../framework/import/importDefinition';
import { fileForm } from './importCalls';
import { useImportCall } from './useImportCall';
import { useImportTexts } from './useImportTexts';

/** What came of the last upload: nothing yet, the rows stored, the rows refused (one line an error), or the workbook refused. */
export type FileImportOutcome =
  { kind: 'none' } | { kind: 'done'; count: number } | { kind: 'refused'; lines: ImportErrorLine[] } | { kind: 'file'; message: string };

/**
 * Upload and import in one step (all rows or none): a refusal with rows in error becomes
 * one line per error (the row's key, the field and what is wrong), any other its message.
 */
export function useFileImport(definition: ImportDefinition, call: FileImportCall) {
  const texts = useImportTexts();
  const importFile = useImportCall(call);
  const [outcome, setOutcome] = useState<FileImportOutcome>({ kind: 'none' });

  const upload = async (file: File) => {
    const result = await importFile.send({ body: fileForm(file) });
    if (!result) return;
    if (result.ok) return setOutcome({ kind: 'done', count: result.answer.data.count });
    const rows = result.refusal.rows ?? [];
    if (rows.length === 0) return setOutcome({ kind: 'file', message: texts.fileError(result.refusal) });
    const key = definition.key;
    setOutcome({
      kind: 'refused',
      lines: rows.flatMap((row) =>
        row.errors.map((error) => ({ line: row.line, identifier: key ? row.values[key] : undefined, message: `${error.field}: ${texts.rowError(error)}` })),
      ),
    });
  };

  return { upload, busy: importFile.isPending, outcome };
}
