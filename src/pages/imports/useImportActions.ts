import { useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { IMPORT_TEMPLATE, importCallsOf, type ImportRefusal, type RowError } from '../../contracts/imports';
import type { CallAnswer, CallContract, CallInput } from '../../framework/contracts/callContract';
import { callRequest } from '../../framework/contracts/callRequest';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import type { ImportDefinition } from '../../framework/import/importDefinition';
import { useAppSession } from '../../shell/AppSessionContext';
import { callKeepingRefusals } from '../fic/callKeepingRefusals';
import { saveBlob } from '../mobileApp/saveBlob';

/** The refusals an import panel shows itself: a workbook's or a row's errors (400), a file too large (413), not a workbook (415). */
const SHOWN_REFUSALS = [400, 413, 415];

/** An import call's outcome as a panel reads it: the answer, or the refusal it shows. */
export type ImportOutcome<C extends CallContract> = { ok: true; answer: CallAnswer<C> } | { ok: false; refusal: ImportRefusal };

/**
 * What every import panel does: its definition's calls (src/contracts/imports.ts), sending
 * one (the refusals it shows come back; any other failure opens the error dialog and gives
 * undefined), the template download, and the texts of row and file errors.
 */
export function useImportActions(definition: ImportDefinition) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const { http, fetch: sessionFetch } = useAppSession();
  const calls = useMemo(() => importCallsOf(definition), [definition]);
  return {
    calls,
    send: async <C extends CallContract>(contract: C, input: CallInput<C>): Promise<ImportOutcome<C> | undefined> => {
      try {
        const result = await callKeepingRefusals(sessionFetch, contract, input, { keep: SHOWN_REFUSALS });
        // An import's refusal body (src/contracts/imports.ts ImportRefusal).
        return result.ok ? { ok: true, answer: result.answer } : { ok: false, refusal: result.body as ImportRefusal };
      } catch (error) {
        showError(error);
        return undefined;
      }
    },
    downloadTemplate: async () => {
      const file = `${definition.template}.xlsx`;
      try {
        saveBlob(await callRequest(http, IMPORT_TEMPLATE, { params: { file } }), file);
      } catch (error) {
        showError(error);
      }
    },
    rowError: (error: RowError) => translate(error.message, { _: error.message, ...error.params }),
    fileError: (refusal: ImportRefusal) =>
      translate(`app.imports.errors.${refusal.error}`, { _: refusal.message || translate('app.imports.errors.UNKNOWN'), ...refusal.params }),
  };
}
