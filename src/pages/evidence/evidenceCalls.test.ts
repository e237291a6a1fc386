// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_ERROR } from '../../contracts/evidence';
import { createHttpClient } from '../../framework/data/httpClient';
import { readRequestContext } from '../../shell/requestContext';
import { downloadTaskMedia as download } from './evidenceCalls';

const URL_WITH_ACCENT = 'media/relatório final.pdf';

/** The download through the app's HTTP client, over `fetch`. */
const downloadTaskMedia = (mediaUrl: string) =>
  download(createHttpClient({ baseUrl: '/api', getRequestContext: readRequestContext, fetch: globalThis.fetch }), mediaUrl);

function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

describe('evidence download (spec §7, §8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the address and the session token, and stops at the first success', async () => {
    localStorage.setItem('access_token', 'token-1');
    const fetch = vi.fn(async (..._args: [string, RequestInit?]) => new Response('bytes', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await (await downloadTaskMedia('media/a.png')).text()).toBe('bytes');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [''];
    expect(url).toContain('activity-task/download-media-blob');
    expect(headerOf(init, 'mediaUrl')).toBe('media/a.png');
    expect(headerOf(init, 'Authorization')).toBe('Bearer token-1');
  });

  it('retries once with the address URI-encoded and the encodedMediaUrl flag', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      headerOf(init, 'encodedMediaUrl') === 'true' ? new Response('ok') : new Response('{}', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await (await downloadTaskMedia(URL_WITH_ACCENT)).text()).toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(headerOf(fetch.mock.calls[1]?.[1], 'mediaUrl')).toBe(encodeURIComponent(URL_WITH_ACCENT));
  });

  it("gives the catalogue's 'Error downloading evidence' when the retry fails too, network errors included", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    await expect(downloadTaskMedia('media/a.png')).rejects.toThrow(DOWNLOAD_ERROR);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
