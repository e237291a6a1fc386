import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface AppPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions of the page. */
  pageErrors: string[];
  /** `console.error` messages of the page. */
  consoleErrors: string[];
  /** Requests to other origins, aborted. */
  blockedRequests: string[];
  close(): Promise<void>;
}

/**
 * A fresh page on the app: Brazilian Portuguese browser, empty storage, no request leaves
 * the app's origin, and every console error and uncaught exception recorded.
 */
export async function openAppPage(browser: Browser, appUrl: string, { timezoneId }: { timezoneId?: string } = {}): Promise<AppPage> {
  const origin = new URL(appUrl).origin;
  const context = await browser.newContext({
    locale: 'pt-BR',
    storageState: { cookies: [], origins: [] },
    viewport: { width: 1280, height: 900 },
    ...(timezoneId ? { timezoneId } : {}),
  });
  context.setDefaultTimeout(15_000);
  const blockedRequests: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) {
      await route.continue();
    } else {
      blockedRequests.push(url);
      await route.abort('blockedbyclient');
    }
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { page, context, pageErrors, consoleErrors, blockedRequests, close: () => context.close() };
}
