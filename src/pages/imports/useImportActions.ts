import { useTranslate } from 'ra-core';
import { useAppSession } from '../../shell/AppSessionContext';
import { saveBlob } from '../mobileApp/saveBlob';
import { downloadTemplate } from './importCalls';
import type { RowError } from './importCalls';

/** What every import panel does: download its template, translate row errors and file errors. */
export function useImportActions(template: string) {
  const translate = useTranslate();
  const { fetch: sessionFetch } = useAppSession();
  return {
    sessionFetch,
    downloadTemplate: async () => saveBlob(await downloadTemplate(sessionFetch, template), `${template}.xlsx`),
    rowError: (error: RowError) => translate(error.message, { _: error.message, ...error.params }),
    fileError: (body: { error?: string; message?: string; params?: Record<string, unknown> }) =>
      translate(`app.imports.errors.${body.error ?? 'UNKNOWN'}`, { _: body.message ?? translate('app.imports.errors.UNKNOWN'), ...body.params }),
  };
}
