import { DELETE_MEDIA, DOWNLOAD_ERROR, DOWNLOAD_MEDIA_BLOB, UPLOAD_MEDIAS, type EvidenceMedia } from '../../contracts/evidence';
import type { CallQuery } from '../../framework/contracts/callContract';
import { fillPath } from '../../framework/contracts/callPath';
import { callRequest } from '../../framework/contracts/callRequest';
import { ApiError, toApiErrorBody } from '../../framework/data/ApiError';
import { buildUrl, type HttpClient } from '../../framework/data/httpClient';
import { buildRequestHeaders } from '../../framework/data/requestHeaders';
import { readAppConfig } from '../../shell/appConfig';
import { PRODUCT_ERROR_CATALOGUE } from '../../shell/errorCatalogue';
import { readRequestContext } from '../../shell/requestContext';
import { attachmentName } from '../mobileApp/downloadAppFile';

/** What a failed evidence call says to the user: the server's own words when it gave some (they name the file and the limit), else the catalogue's text. */
export function failureText(failure: unknown, translate: (key: string) => string): string {
  if (failure instanceof ApiError) return failure.serverMessage ?? translate(failure.message);
  return failure instanceof Error ? failure.message : String(failure);
}

/** The evidence files of a task: its record's `medias` (the task resource's own call). */
export async function fetchTaskMedias(http: HttpClient, taskId: string): Promise<EvidenceMedia[]> {
  const json = (await http({ path: `activity-task/${encodeURIComponent(taskId)}` })).json as { data?: { medias?: EvidenceMedia[] } } | undefined;
  return json?.data?.medias ?? [];
}

export async function deleteTaskMedia(http: HttpClient, taskId: string, mediaId: string, reason: string): Promise<void> {
  await callRequest(http, DELETE_MEDIA, { params: { id: taskId, mediaId }, body: { reasonDeletingRegistersOrMedias: reason } });
}

/**
 * Sends files with their descriptions; `onProgress` gets the share sent (0..1). XMLHttpRequest,
 * because fetch reports no upload progress; a refusal rejects with the catalogue's ApiError.
 */
export function uploadTaskMedias(taskId: string, files: readonly { file: File; description: string }[], onProgress: (share: number) => void): Promise<void> {
  const form = new FormData();
  for (const { description } of files) form.append('descriptions', description);
  for (const { file } of files) form.append('medias', file, file.name);
  const now = new Date();
  const moment: CallQuery<typeof UPLOAD_MEDIAS> = { date: now.toISOString(), tStamp: now.getTime() };
  const path = fillPath(UPLOAD_MEDIAS.path, { id: taskId });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(UPLOAD_MEDIAS.method, buildUrl(readAppConfig().apiUrl, path, { date: moment.date, tStamp: String(moment.tStamp) }));
    for (const [name, value] of Object.entries(buildRequestHeaders(readRequestContext()))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      if (request.status < 400) return resolve();
      let json: unknown;
      try {
        json = JSON.parse(request.responseText) as unknown;
      } catch {
        // No JSON: the status says enough.
      }
      const body = toApiErrorBody(json) ?? { error: '', message: request.statusText };
      reject(new ApiError({ status: request.status, path, catalogue: PRODUCT_ERROR_CATALOGUE, body }));
    };
    request.onerror = () => reject(new ApiError({ status: 0, path, catalogue: PRODUCT_ERROR_CATALOGUE }));
    request.send(form);
  });
}

/** One evidence file as a blob; on failure retried once with the address URI-encoded (spec §7), else DOWNLOAD_ERROR. */
export async function downloadTaskMedia(http: HttpClient, mediaUrl: string): Promise<Blob> {
  const attempts: Record<string, string>[] = [{ mediaUrl }, { mediaUrl: encodeURIComponent(mediaUrl), encodedMediaUrl: 'true' }];
  for (const headers of attempts) {
    const blob = await callRequest(http, DOWNLOAD_MEDIA_BLOB, {}, { headers }).catch(() => undefined);
    if (blob) return blob;
  }
  throw new Error(DOWNLOAD_ERROR);
}

/** A refusal of a download, with its error code and message. */
export class EvidenceCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A file the API makes, with the name it gives (the process instances' report and zip; the evidence calls go through their contracts). */
export async function downloadFile(path: string, init: RequestInit = {}): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(buildUrl(readAppConfig().apiUrl, path), {
    ...init,
    headers: { ...buildRequestHeaders(readRequestContext()), ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new EvidenceCallError(response.status, body.error ?? '', body.message ?? response.statusText);
  }
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('Content-Disposition')) ?? 'download' };
}
