import { buildUrl } from '../../framework/data/httpClient';
import { buildRequestHeaders } from '../../framework/data/requestHeaders';
import { readAppConfig } from '../../shell/appConfig';
import { readRequestContext } from '../../shell/requestContext';

/** A field error of an import row, as the demo API answers it. */
export interface RowError {
  field: string;
  keyword: string;
  message: string;
  params?: Record<string, unknown>;
}

export interface PreviewRow {
  line: number;
  values: Record<string, string>;
  errors: RowError[];
}

export interface PreviewColumn {
  field: string;
  header: string;
  kind: string;
  required: boolean;
  choices: string[];
}

/** An import call's answer: its JSON body, narrowed on `ok`. */
export type ImportAnswer = { ok: true; body: { data?: unknown } } | { ok: false; status: number; body: { error?: string; message?: string; rows?: PreviewRow[]; params?: Record<string, unknown> } };

/** Sends a request through the session's fetch (token refresh, loader) with the spec's headers; `body` as is (a FormData upload) or as JSON. */
export async function importRequest(sessionFetch: typeof fetch, path: string, { body, query = {} }: { body: FormData | unknown; query?: Record<string, string> }): Promise<ImportAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...buildRequestHeaders(readRequestContext()) };
  const isForm = body instanceof FormData;
  if (!isForm) headers['Content-Type'] = 'application/json';
  const response = await sessionFetch(buildUrl(readAppConfig().apiUrl, path, query), { method: 'POST', headers, body: isForm ? body : JSON.stringify(body) });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return response.ok ? { ok: true, body: json } : { ok: false, status: response.status, body: json };
}

/** The workbook as a multipart body (field `file`). */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** Downloads a template workbook (`activity-import`) in the user's language. */
export async function downloadTemplate(sessionFetch: typeof fetch, template: string): Promise<Blob> {
  const response = await sessionFetch(buildUrl(readAppConfig().apiUrl, `templates/${template}.xlsx`), { headers: buildRequestHeaders(readRequestContext()) });
  if (!response.ok) throw new Error(`templates/${template}.xlsx: HTTP ${response.status}`);
  return response.blob();
}
