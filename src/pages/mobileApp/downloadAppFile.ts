import { MOBILE_APP_FILE } from '../../contracts/mobileApp';
import type { CallParams } from '../../framework/contracts/callContract';
import { fillPath } from '../../framework/contracts/callPath';
import { ApiError, toApiErrorBody } from '../../framework/data/ApiError';
import type { ErrorCatalogue } from '../../framework/data/errorCatalogue';
import { buildUrl } from '../../framework/data/httpClient';

export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** Bytes expected (Content-Length); undefined when the server does not say. */
  total: number | undefined;
}

export interface DownloadedFile {
  blob: Blob;
  /** From the answer's Content-Disposition, else the name asked for. */
  fileName: string;
}

export interface DownloadAppFileOptions {
  /** API root (`/api`). */
  baseUrl: string;
  /** The build asked for: the call's path parameters. */
  build: CallParams<typeof MOBILE_APP_FILE>;
  fileName: string;
  /** Decides how a failure is shown (spec §8 "Mobile app download failure"). */
  catalogue: ErrorCatalogue;
  onProgress?: (progress: DownloadProgress) => void;
  fetch?: typeof fetch;
}

/** The `filename` of a Content-Disposition header, if it has one. */
export function attachmentName(header: string | null): string | undefined {
  const match = header ? /filename="([^"]+)"|filename=([^;\s]+)/i.exec(header) : null;
  return match?.[1] ?? match?.[2];
}

/** The error body of a refused download; without a JSON body the server's status text stands in for its message. */
async function failureBody(response: Response) {
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    json = undefined;
  }
  return toApiErrorBody(json) ?? { error: '', message: response.statusText || `HTTP ${response.status}` };
}

/**
 * Fetches the app file of a build (src/contracts/mobileApp.ts) into memory, reporting
 * progress as the bytes arrive (the app's HTTP client reads a file whole, with no progress).
 * A refusal or a lost connection rejects with an ApiError classified by `catalogue`.
 */
export async function downloadAppFile({
  baseUrl,
  build,
  fileName,
  catalogue,
  onProgress,
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
}: DownloadAppFileOptions): Promise<DownloadedFile> {
  const path = fillPath(MOBILE_APP_FILE.path, build);
  let response: Response;
  try {
    response = await fetchImpl(buildUrl(baseUrl, path), { headers: { Accept: MOBILE_APP_FILE.answers[200].file } });
  } catch {
    throw new ApiError({ status: 0, path, catalogue });
  }
  if (!response.ok) throw new ApiError({ status: response.status, path, catalogue, body: await failureBody(response) });
  const name = attachmentName(response.headers.get('Content-Disposition')) ?? fileName;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const total = Number(response.headers.get('Content-Length')) || undefined;
  const reader = response.body?.getReader();
  if (!reader) return { blob: await response.blob(), fileName: name };
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress?.({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress?.({ received, total });
  }
  return { blob: new Blob(chunks, { type }), fileName: name };
}
