import { useState } from 'react';
import { useStateKeptAcrossLanguageChange } from '../../framework/i18n/useStateKeptAcrossLanguageChange';
import { PREVIEW_PAGE, type ImportColumn, type ImportPreviewCall, type ImportRow, type PreviewPageCall, type RowsImportCall } from '../../contracts/imports';
import { fileForm } from './importCalls';
import { useImportCall } from './useImportCall';
import { useImportTexts } from './useImportTexts';

/** Where a preview import stands: nothing chosen, a page of the kept rows being corrected, or imported. */
export type PreviewState =
  | { step: 'idle' }
  | { step: 'preview'; previewId: string; columns: ImportColumn[]; page: number; rows: ImportRow[]; total: number; errorCount: number }
  | { step: 'done'; count: number };

/** A row the user changed: its values now, the fields whose errors an edit cleared, whether it is dropped, and the fields it came with errors on. */
interface Correction {
  values: Record<string, string>;
  cleared: ReadonlySet<string>;
  dropped: boolean;
  errorFields: ReadonlySet<string>;
}

/** A row that came with errors and has none left: dropped, or each field in error edited. */
function isFixed({ errorFields, cleared, dropped }: Correction): boolean {
  return errorFields.size > 0 && (dropped || [...errorFields].every((field) => cleared.has(field)));
}

/** A served row with the user's corrections: its values, and the errors its edits left. */
function corrected(row: ImportRow, correction: Correction | undefined): ImportRow {
  if (!correction) return row;
  return { ...row, values: correction.values, errors: row.errors.filter((error) => !correction.cleared.has(error.field)) };
}

/**
 * Upload, preview, correct, import. The server keeps the file's rows: the preview brings
 * their first page, each page is asked as the user turns to it, and the user's corrections
 * (an edited cell drops its column's error, a dropped row) are kept here by line. The
 * import sends the preview's id with the corrections alone and stores all rows or none;
 * a refusal leaves the rows on the server with their new errors, and the page is read again.
 */
export function usePreviewImport(previewCall: ImportPreviewCall, pageCall: PreviewPageCall, rowsCall: RowsImportCall) {
  const texts = useImportTexts();
  const preview = useImportCall(previewCall);
  const pages = useImportCall(pageCall);
  const importRows = useImportCall(rowsCall);
  // The preview and the corrections typed into it outlast a change of language (spec §4: this page is not reloaded).
  const [state, setState] = useStateKeptAcrossLanguageChange<PreviewState>(`${previewCall.path}:preview`, () => ({ step: 'idle' }));
  const [corrections, setCorrections] = useStateKeptAcrossLanguageChange<ReadonlyMap<number, Correction>>(`${previewCall.path}:corrections`, () => new Map());
  const [fileError, setFileError] = useState<string>();

  const upload = async (file: File) => {
    setFileError(undefined);
    const outcome = await preview.send({ body: fileForm(file) });
    if (!outcome) return;
    if (!outcome.ok) return setFileError(texts.fileError(outcome.refusal));
    const { previewId, columns, rows, total, errorCount } = outcome.answer.data;
    setCorrections(new Map());
    setState({ step: 'preview', previewId, columns, page: 0, rows, total, errorCount });
  };

  const turnTo = async (page: number) => {
    if (state.step !== 'preview') return;
    const outcome = await pages.send({ params: { previewId: state.previewId }, query: { skip: page * PREVIEW_PAGE.size, limit: PREVIEW_PAGE.size } });
    if (!outcome) return;
    if (!outcome.ok) {
      setState({ step: 'idle' });
      return setFileError(texts.fileError(outcome.refusal));
    }
    const { rows, total, errorCount } = outcome.answer.data;
    setState({ ...state, page, rows, total, errorCount });
  };

  const correct = (row: ImportRow, change: (current: Correction) => Correction) =>
    setCorrections((current) => {
      const next = new Map(current);
      next.set(
        row.line,
        change(
          current.get(row.line) ?? { values: row.values, cleared: new Set(), dropped: false, errorFields: new Set(row.errors.map((error) => error.field)) },
        ),
      );
      return next;
    });
  const edit = (row: ImportRow, field: string, text: string) =>
    correct(row, (current) => ({ ...current, values: { ...current.values, [field]: text }, cleared: new Set([...current.cleared, field]) }));
  const drop = (row: ImportRow) => correct(row, (current) => ({ ...current, dropped: true }));

  const runImport = async () => {
    if (state.step !== 'preview') return;
    const changed = [...corrections.entries()];
    const rows = changed.filter(([, correction]) => !correction.dropped).map(([line, correction]) => ({ line, values: correction.values }));
    const dropped = changed.filter(([, correction]) => correction.dropped).map(([line]) => line);
    const outcome = await importRows.send({ body: { previewId: state.previewId, rows, dropped } });
    if (!outcome) return;
    if (outcome.ok) return setState({ step: 'done', count: outcome.answer.data.count });
    if ((outcome.refusal.rows ?? []).length === 0) return setFileError(texts.fileError(outcome.refusal));
    // The server kept the corrected rows with their errors: read the page again from them.
    setCorrections(new Map());
    await turnTo(Math.min(state.page, Math.max(0, Math.ceil((state.total - dropped.length) / PREVIEW_PAGE.size) - 1)));
  };

  const shown =
    state.step === 'preview' ? state.rows.filter((row) => !corrections.get(row.line)?.dropped).map((row) => corrected(row, corrections.get(row.line))) : [];
  const dropped = [...corrections.values()].filter((correction) => correction.dropped).length;
  const fixed = [...corrections.values()].filter(isFixed).length;

  return {
    state,
    /** The current page's rows as corrected, dropped ones left out. */
    rows: shown,
    fileError,
    busy: preview.isPending || pages.isPending || importRows.isPending,
    /** Rows to import: the kept ones but those dropped. */
    rowCount: state.step === 'preview' ? state.total - dropped : 0,
    /** Rows with at least one error left. */
    errorCount: state.step === 'preview' ? Math.max(0, state.errorCount - fixed) : 0,
    upload,
    turnTo,
    edit,
    drop,
    runImport,
    rowError: texts.rowError,
  };
}
