// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAuthPage } from '../auth/authPageTestKit';
import { LoginPage } from '../auth/LoginPage';
import { MobileAppPage } from './MobileAppPage';

/** The configured environment of the tests is Vite's mode, `test`. */
const FILE = 'certificare-test-v8.14.0.apk';

/** A fetch whose answer body the test releases when it wants. */
function pendingDownload() {
  let release: () => void = () => undefined;
  const fetch = vi.fn(
    async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('PK'));
            release = () => {
              controller.enqueue(new TextEncoder().encode('\u0003\u0004'));
              controller.close();
            };
          },
        }),
        { status: 200, headers: { 'Content-Length': '4', 'Content-Disposition': `attachment; filename="${FILE}"` } },
      ),
  );
  return { fetch, release: () => release() };
}

describe('MobileAppPage and the download button', () => {
  let saved: { name: string; href: string }[];
  beforeEach(() => {
    saved = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:app'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete window.ADMIN_CONFIG;
  });

  it('says what the app is, with its version and file name', () => {
    renderAuthPage(<MobileAppPage />);
    expect(screen.getByRole('heading', { name: 'Aplicativo móvel' })).toBeTruthy();
    expect(screen.getByText(/aplicativo de campo do Certificare/)).toBeTruthy();
    expect(screen.getByText('8.14.0')).toBeTruthy();
    expect(screen.getByTestId('app-file-name').textContent).toBe(FILE);
  });

  it('downloads the file from the API, disabled and showing progress meanwhile, then saves it under its name', async () => {
    const { fetch, release } = pendingDownload();
    vi.stubGlobal('fetch', fetch);
    renderAuthPage(<MobileAppPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Baixar o aplicativo' }));
    const busy = await screen.findByRole('button', { name: 'Baixando… 50%' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/api/app/test/8.14.0', expect.anything());
    release();
    await waitFor(() => expect(saved).toEqual([{ name: FILE, href: 'blob:app' }]));
    expect((await screen.findByRole('button', { name: 'Baixar o aplicativo' })).hasAttribute('disabled')).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the download error of the catalogue when the API refuses, and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ error: 'APP_FILE_NOT_FOUND', message: 'No app file' }), { status: 404, statusText: 'Not Found' }),
    );
    renderAuthPage(<LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Baixar o aplicativo móvel' }));
    expect(await screen.findByRole('heading', { name: 'Não foi possível baixar o aplicativo móvel' })).toBeTruthy();
    expect(screen.getByText('O servidor não tem o arquivo do aplicativo para este ambiente e versão.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('links to the app store in production', () => {
    window.ADMIN_CONFIG = { environment: 'production', appStoreUrl: 'https://store.example/app' };
    renderAuthPage(<MobileAppPage />);
    const link = screen.getByRole('link', { name: 'Abrir na loja de aplicativos' });
    expect(link.getAttribute('href')).toBe('https://store.example/app');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTestId('app-file-name')).toBeNull();
  });
});
