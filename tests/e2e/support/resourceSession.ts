import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { releaseBrowser, sharedBrowser } from './launchBrowser';
import { openAppPage, type AppPage } from './openAppPage';
import { startApp, type RunningApp } from './startApp';

export type Language = 'pt' | 'en' | 'es';

/** One page of the shared session: its width and language, and what went wrong on it. */
export interface SessionPage {
  page: Page;
  session: AppPage;
  width: number;
  language: Language;
  /** API answers of 400 or more since the page opened (`GET 500 /api/...`). */
  apiFailures: string[];
}

const AXE_SOURCE = readFileSync(join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** Which app a session drives (default: the product, signed in as admin, starting in Portuguese on `#/home`). */
export interface ResourceSessionOptions {
  start?: () => Promise<RunningApp>;
  user?: string;
  /** The first address each page opens (and opens again on a language change). */
  home?: string;
  firstLanguage?: Language;
}

/**
 * One server and one browser for a whole suite, and one page per width, reused from test
 * to test (a route change is a hash change; a language change reloads the page). axe-core
 * is in every page, ready for `axe.run`.
 */
export function resourceSession({ start = startApp, user = 'admin', home = '#/home', firstLanguage = 'pt' }: ResourceSessionOptions = {}) {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const pages = new Map<number, SessionPage>();

  beforeAll(async () => {
    app = await start();
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    for (const open of pages.values()) await open.session.close();
    await releaseBrowser(browser);
    await app?.cleanup();
  });

  const appUrl = () => {
    if (!app) throw new Error('the app did not start');
    return app.url;
  };

  /** The page at `width` in `language`, opened on the first call. */
  async function pageAt(width: number, language: Language): Promise<SessionPage> {
    if (!app || !browser) throw new Error('the app or the browser did not start');
    let open = pages.get(width);
    if (!open) {
      const session = await openAppPage(browser, app.url, { user });
      await session.page.setViewportSize({ width, height: 900 });
      await session.context.addInitScript({ content: AXE_SOURCE });
      const apiFailures: string[] = [];
      session.page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/api/') && response.status() >= 400)
          apiFailures.push(`${response.request().method()} ${response.status()} ${url.pathname}${url.search}`);
      });
      open = { page: session.page, session, width, language: firstLanguage, apiFailures };
      pages.set(width, open);
      await session.page.goto(`${app.url}${home}`);
      await setLanguage(open, firstLanguage);
    }
    if (open.language !== language) await setLanguage(open, language);
    return open;
  }

  async function setLanguage(open: SessionPage, language: Language): Promise<void> {
    await open.page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await open.page.goto(`${appUrl()}${home}`);
    await open.page.reload();
    await open.page.locator('html').waitFor();
    open.language = language;
  }

  /** The session's browser, for a test's own pages (another user's). */
  const sessionBrowser = () => {
    if (!browser) throw new Error('the browser did not start');
    return browser;
  };

  return { appUrl, pageAt, browser: sessionBrowser };
}
