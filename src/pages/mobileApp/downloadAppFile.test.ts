import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../framework/data/ApiError';
import { PRODUCT_ERROR_CATALOGUE } from '../../shell/errorCatalogue';
import { attachmentName, downloadAppFile, type DownloadProgress } from './downloadAppFile';

const base = { baseUrl: '/api', build: { environment: 'demo', version: '8.14.0' }, fileName: 'asked.apk', catalogue: PRODUCT_ERROR_CATALOGUE };

/** An answer whose body arrives in the given chunks. */
function chunked(chunks: string[], headers: Record<string, string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

describe('downloadAppFile', () => {
  it('asks the API for the file and reports progress chunk by chunk, named by the answer', async () => {
    const fetch = vi.fn(async () =>
      chunked(['PK', '\u0003\u0004', 'rest'], {
        'Content-Length': '8',
        'Content-Type': 'application/vnd.android.package-archive',
        'Content-Disposition': 'attachment; filename="certificare-demo-v8.14.0.apk"',
      }),
    );
    const progress: DownloadProgress[] = [];
    const file = await downloadAppFile({ ...base, fetch, onProgress: (step) => progress.push(step) });
    expect(fetch).toHaveBeenCalledWith('/api/app/demo/8.14.0', expect.anything());
    expect(file.fileName).toBe('certificare-demo-v8.14.0.apk');
    expect(file.blob.type).toBe('application/vnd.android.package-archive');
    expect(await file.blob.text()).toBe('PK\u0003\u0004rest');
    expect(progress).toEqual([
      { received: 0, total: 8 },
      { received: 2, total: 8 },
      { received: 4, total: 8 },
      { received: 8, total: 8 },
    ]);
  });

  it('keeps an odd configured environment inside its path segment', async () => {
    const fetch = vi.fn(async () => chunked(['x'], {}));
    await downloadAppFile({ ...base, build: { environment: '../x', version: '8.14.0' }, fetch });
    expect(fetch).toHaveBeenCalledWith('/api/app/..%2Fx/8.14.0', expect.anything());
  });

  it('keeps the name asked for when the answer names none, and an unknown total without Content-Length', async () => {
    const progress: DownloadProgress[] = [];
    const file = await downloadAppFile({ ...base, fetch: async () => chunked(['abc'], {}), onProgress: (step) => progress.push(step) });
    expect(file.fileName).toBe('asked.apk');
    expect(progress.at(-1)).toEqual({ received: 3, total: undefined });
  });

  it('rejects a refusal with the catalogue download error, the server message kept', async () => {
    const answer = new Response(JSON.stringify({ error: 'APP_FILE_NOT_FOUND', message: 'No app file x.apk', traceId: 't1' }), {
      status: 404,
      statusText: 'Not Found',
    });
    const error = await downloadAppFile({ ...base, fetch: async () => answer }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'APP_FILE_NOT_FOUND',
      catalogueMessage: 'errors.app_download',
      serverMessage: 'No app file x.apk',
      traceId: 't1',
      display: 'dialog',
    });
  });

  it('shows the status text when the refusal has no JSON body, and a lost connection as status 0', async () => {
    const text = await downloadAppFile({
      ...base,
      fetch: async () => new Response('<html>oops</html>', { status: 503, statusText: 'Service Unavailable' }),
    }).catch((caught: unknown) => caught);
    expect(text).toMatchObject({ status: 503, catalogueMessage: 'errors.app_download', serverMessage: 'Service Unavailable' });
    const lost = await downloadAppFile({ ...base, fetch: () => Promise.reject(new TypeError('Failed to fetch')) }).catch((caught: unknown) => caught);
    expect(lost).toMatchObject({ status: 0, catalogueMessage: 'errors.app_download' });
  });
});

describe('attachmentName', () => {
  it('reads quoted and bare file names', () => {
    expect(attachmentName('attachment; filename="a b.apk"')).toBe('a b.apk');
    expect(attachmentName('attachment; filename=a.apk; size=3')).toBe('a.apk');
    expect(attachmentName('inline')).toBeUndefined();
    expect(attachmentName(null)).toBeUndefined();
  });
});
