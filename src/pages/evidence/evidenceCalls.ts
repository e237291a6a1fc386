import { buildUrl } from '../../framework/data/httpClient';
import { buildRequestHeaders } from '../../framework/data/requestHeaders';
import { readAppConfig } from '../../shell/appConfig';
import { readRequestContext } from '../../shell/requestContext';
import { attachmentName } from '../mobileApp/downloadAppFile';

/** One evidence file of a task, as the API keeps it. */
export interface TaskMediaItem {
  _id?: string;
  mediaUrl: string;
  originalMediaName?: string;
  description?: string;
  date?: string;
  size?: number;
  type?: string;
}

/** A refusal of the API, with its error code and message (shown as is: they are the catalogue's texts). */
export class EvidenceCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The spec §8 text of a failed evidence download. */
export const DOWNLOAD_ERROR = 'Error downloading evidence';

const url = (path: string) => buildUrl(readAppConfig().apiUrl, path);
const headers = (): Record<string, string> => buildRequestHeaders(readRequestContext());

async function refusal(response: Response): Promise<EvidenceCallError> {
  const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
  return new EvidenceCallError(response.status, body.error ?? '', body.message ?? response.statusText);
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw await refusal(response);
  const body = (await response.json()) as { data?: T };
  return (body.data ?? body) as T;
}

export async function fetchTaskMedias(taskId: string): Promise<TaskMediaItem[]> {
  const record = await json<{ medias?: TaskMediaItem[] }>(await fetch(url(`activity-task/${taskId}`), { headers: headers() }));
  return record.medias ?? [];
}

export async function deleteTaskMedia(taskId: string, mediaId: string, reason: string): Promise<void> {
  await json(await fetch(url(`activity-task/${taskId}/media/${mediaId}`), { method: 'PUT', headers: { ...headers(), 'Content-Type': 'application/json' }, body: JSON.stringify({ reasonDeletingRegistersOrMedias: reason }) }));
}

/** Sends files with their descriptions; `onProgress` gets the share sent (0..1). XMLHttpRequest, because fetch reports no upload progress. */
export function uploadTaskMedias(taskId: string, files: readonly { file: File; description: string }[], onProgress: (share: number) => void): Promise<void> {
  const form = new FormData();
  for (const { description } of files) form.append('descriptions', description);
  for (const { file } of files) form.append('medias', file, file.name);
  const now = new Date();
  const query = `?date=${encodeURIComponent(now.toISOString())}&tStamp=${now.getTime()}`;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url(`activity-task/${taskId}/upload-medias`) + query);
    for (const [name, value] of Object.entries(headers())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      if (request.status < 400) return resolve();
      let body: { error?: string; message?: string } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // No JSON: the status text says enough.
      }
      reject(new EvidenceCallError(request.status, body.error ?? '', body.message ?? request.statusText));
    };
    request.onerror = () => reject(new EvidenceCallError(0, '', 'Network error'));
    request.send(form);
  });
}

/** One evidence file as a blob; on failure retried once with the address URI-encoded (spec §7), else DOWNLOAD_ERROR. */
export async function downloadTaskMedia(mediaUrl: string): Promise<Blob> {
  const attempts: Record<string, string>[] = [{ mediaUrl }, { mediaUrl: encodeURIComponent(mediaUrl), encodedMediaUrl: 'true' }];
  for (const extra of attempts) {
    const response = await fetch(url('activity-task/download-media-blob'), { headers: { ...headers(), ...extra } }).catch(() => undefined);
    if (response?.ok) return response.blob();
  }
  throw new EvidenceCallError(0, 'MEDIA_NOT_FOUND', DOWNLOAD_ERROR);
}

/** A file the API makes (report, zip), with the name it gives. */
export async function downloadFile(path: string, init: RequestInit = {}): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(url(path), { ...init, headers: { ...headers(), ...(init.body ? { 'Content-Type': 'application/json' } : {}) } });
  if (!response.ok) throw await refusal(response);
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('Content-Disposition')) ?? 'download' };
}
