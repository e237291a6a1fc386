import { DOWNLOAD_ERROR, DOWNLOAD_MEDIA_BLOB, UPLOAD_MEDIAS } from '../../contracts/evidence';
import type { CallQuery } from '../../framework/contracts/callContract';
import { fillPath } from '../../framework/contracts/callPath';
import { callRequest } from '../../framework/contracts/callRequest';
import { ApiError, toApiErrorBody } from '../../framework/data/ApiError';
import { buildUrl, type HttpClient } from '../../framework/data/httpClient';
import { buildRequestHeaders } from '../../framework/data/requestHeaders';
import { readAppConfig } from '../../shell/appConfig';
import { PRODUCT_ERROR_CATALOGUE } from '../../shell/errorCatalogue';
import { readRequestContext } from '../../shell/requestContext';

/** What a failed evidence call says to the user: the server's own words when it gave some (they name the file and the limit), else the catalogue's text. */
export function failureText(failure: unknown, translate: (key: string) => string): string {
  if (failure instanceof ApiError) return failure.serverMessage ?? translate(failure.message);
  return failure instanceof Error ? failure.message : String(failure);
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
