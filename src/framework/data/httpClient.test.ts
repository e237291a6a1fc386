import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { createHttpClient } from './httpClient';

/** An answer of `parts` streamed one after the other, with its Content-Length. */
function streamed(parts: string[]): Response {
  const bytes = parts.map((part) => new TextEncoder().encode(part));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      bytes.forEach((chunk) => controller.enqueue(chunk));
      controller.close();
    },
  });
  const length = bytes.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Length': String(length) } });
}

const clientAnswering = (answer: (init: RequestInit | undefined) => Promise<Response>) =>
  createHttpClient({ baseUrl: 'http://api.test/api', getRequestContext: () => ({ lang: 'en' }), fetch: (_url, init) => answer(init) });

describe('createHttpClient: a file answer', () => {
  it('tells the bytes received as they come, against the Content-Length, and keeps them all in the blob', async () => {
    const http = clientAnswering(async () => streamed(['PK', 'zip-', 'bytes']));
    const told: [number, number | undefined][] = [];
    const { blob } = await http({
      method: 'POST',
      path: 'x/download-zip',
      body: {},
      answer: 'blob',
      onBytes: (received, total) => told.push([received, total]),
    });
    expect(told).toEqual([
      [0, 11],
      [2, 11],
      [6, 11],
      [11, 11],
    ]);
    expect(await blob?.text()).toBe('PKzip-bytes');
    expect(blob?.type).toBe('application/zip');
  });

  it('stops on its abort signal with the abort itself, not as an unreachable server', async () => {
    const controller = new AbortController();
    const http = clientAnswering(
      (init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const call = http({ method: 'POST', path: 'x/download-zip', body: {}, answer: 'blob', signal: controller.signal });
    controller.abort();
    const error = await call.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
