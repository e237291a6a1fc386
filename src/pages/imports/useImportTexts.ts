import { useTranslate } from 'ra-core';
import type { ImportRefusal, RowError } from '../../contracts/imports';

/** The words of an import's errors: a row's field error (its message key with its values), a refused workbook's code. */
export function useImportTexts() {
  const translate = useTranslate();
  return {
    rowError: (error: RowError) => translate(error.message, { _: error.message, ...error.params }),
    fileError: (refusal: ImportRefusal) =>
      translate(`app.imports.errors.${refusal.error}`, { _: refusal.message || translate('app.imports.errors.UNKNOWN'), ...refusal.params }),
  };
}
