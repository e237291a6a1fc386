import { useState } from 'react';
import type { BackgroundImportCall } from '../../contracts/imports';
import type { ImportDefinition } from '../../framework/import/importDefinition';
import { fileForm } from './importCalls';
import { useImportCall } from './useImportCall';
import { useImportHistory } from './useImportHistory';
import { useImportTexts } from './useImportTexts';

/**
 * A background import: the upload (a refused workbook says why), then its run followed in
 * the history, read again at once when the upload is taken.
 */
export function useBackgroundImport(definition: ImportDefinition, call: BackgroundImportCall) {
  const texts = useImportTexts();
  const start = useImportCall(call);
  const runs = useImportHistory(definition.async?.history ?? '');
  const [fileError, setFileError] = useState<string>();

  const upload = async (file: File) => {
    setFileError(undefined);
    const outcome = await start.send({ body: fileForm(file) });
    if (!outcome) return;
    if (!outcome.ok) return setFileError(texts.fileError(outcome.refusal));
    await runs.refetch();
  };

  return { upload, busy: start.isPending, fileError, runs: runs.data ?? [] };
}
