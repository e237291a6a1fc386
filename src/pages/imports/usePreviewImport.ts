import { useState } from 'react';
import type { ImportColumn, ImportPreviewCall, ImportRow, RowsImportCall } from '../../contracts/imports';
import { fileForm } from './importCalls';
import { useImportCall } from './useImportCall';
import { useImportTexts } from './useImportTexts';

/** Where a preview import stands: nothing chosen, the rows being corrected, or imported. */
export type PreviewState = { step: 'idle' } | { step: 'preview'; columns: ImportColumn[]; rows: ImportRow[] } | { step: 'done'; count: number };

/**
 * Upload, preview, correct, import: the rows come back with their errors per column; an
 * edited cell drops its column's error, a row can be dropped; the import checks the rows
 * again and stores all or none (a refusal puts its errors back on the rows).
 */
export function usePreviewImport(previewCall: ImportPreviewCall, rowsCall: RowsImportCall) {
  const texts = useImportTexts();
  const preview = useImportCall(previewCall);
  const importRows = useImportCall(rowsCall);
  const [state, setState] = useState<PreviewState>({ step: 'idle' });
  const [fileError, setFileError] = useState<string>();

  const upload = async (file: File) => {
    setFileError(undefined);
    const outcome = await preview.send({ body: fileForm(file) });
    if (!outcome) return;
    if (!outcome.ok) return setFileError(texts.fileError(outcome.refusal));
    setState({ step: 'preview', columns: outcome.answer.data.columns, rows: outcome.answer.data.rows });
  };

  const edit = (line: number, field: string, text: string) =>
    setState((current) =>
      current.step !== 'preview'
        ? current
        : {
            ...current,
            rows: current.rows.map((row) =>
              row.line === line ? { ...row, values: { ...row.values, [field]: text }, errors: row.errors.filter((error) => error.field !== field) } : row,
            ),
          },
    );
  const drop = (line: number) =>
    setState((current) => (current.step !== 'preview' ? current : { ...current, rows: current.rows.filter((row) => row.line !== line) }));

  const runImport = async () => {
    if (state.step !== 'preview') return;
    const rows = state.rows.map(({ line, values }) => ({ line, values }));
    const outcome = await importRows.send({ body: { rows } });
    if (!outcome) return;
    if (outcome.ok) return setState({ step: 'done', count: outcome.answer.data.count });
    const refused = new Map((outcome.refusal.rows ?? []).map((row) => [row.line, row.errors]));
    if (refused.size === 0) return setFileError(texts.fileError(outcome.refusal));
    setState({ ...state, rows: state.rows.map((row) => ({ ...row, errors: refused.get(row.line) ?? [] })) });
  };

  return {
    state,
    fileError,
    busy: preview.isPending || importRows.isPending,
    /** Rows with at least one error. */
    errorCount: state.step === 'preview' ? state.rows.filter((row) => row.errors.length > 0).length : 0,
    upload,
    edit,
    drop,
    runImport,
    rowError: texts.rowError,
  };
}
