import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signedInStorage, type DemoUser } from './signIn';

export interface AppPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions of the page. */
  pageErrors: string[];
  /** `console.error` messages of the page. */
  consoleErrors: string[];
  /** Requests to other origins (they fail: the browser resolves no other host). */
  blockedRequests: string[];
  close(): Promise<void>;
}

export interface OpenAppPageOptions {
  /** Who is signed in when the page opens (default `admin`); `null`: nobody. */
  user?: DemoUser | string | null;
  /** The browser's time zone (default: the machine's). */
  timezoneId?: string;
}

/**
 * A fresh page on the app: Brazilian Portuguese browser, signed in as `user` (admin by
 * default; the storage holds only that session), no request leaves the app's origin, and
 * every console error and uncaught exception recorded.
 */
export async function openAppPage(browser: Browser, appUrl: string, { user = 'admin', timezoneId }: OpenAppPageOptions = {}): Promise<AppPage> {
  const origin = new URL(appUrl).origin;
  const localStorage = user ? await signedInStorage(appUrl, user) : [];
  const context = await browser.newContext({
    locale: 'pt-BR',
    storageState: { cookies: [], origins: localStorage.length > 0 ? [{ origin, localStorage }] : [] },
    viewport: { width: 1280, height: 900 },
    // The app honours the system's reduced motion: no frames drawn for ripples and slides the tests do not look at.
    reducedMotion: 'reduce',
    ...(timezoneId ? { timezoneId } : {}),
  });
  context.setDefaultTimeout(15_000);
  // The browser resolves no host but the app's (launchBrowser): a request elsewhere fails
  // there, and is recorded here, with no request held up on its way.
  const blockedRequests: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) blockedRequests.push(url);
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
