import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { releaseBrowser, sharedBrowser } from './launchBrowser';
import { openAppPage, type AppPage, type OpenAppPageOptions } from './openAppPage';
import { screenshotOnFailure } from './screenshotOnFailure';
import { startApp, type RunningApp } from './startApp';

/** Waits, polling, until what `read` returns passes the matcher (no fixed sleeps). */
export const eventually = <T>(read: () => Promise<T>, message?: string) =>
  expect.poll(read, { timeout: 10_000, interval: 100, ...(message ? { message } : {}) });

/** Failed API calls a journey provokes on purpose show up as console errors; nothing else may. */
export function unexpectedConsoleErrors(session: AppPage, expectedStatuses: number[]): string[] {
  return session.consoleErrors.filter(
    (text) => !expectedStatuses.some((status) => text.startsWith(`Failed to load resource: the server responded with a status of ${status} `)),
  );
}

export interface AppJourneys {
  /** Address of the running app, ending in `/`. */
  url(): string;
  /**
   * Runs `journey` on a fresh page (screenshot on failure) and answers the page's records.
   * The page opens signed in as admin unless `options.user` names another demo user (or `null`: signed out).
   */
  withPage(name: string, journey: (page: Page, session: AppPage) => Promise<void>, options?: OpenAppPageOptions): Promise<AppPage>;
}

/**
 * The built app with the demo API on a throw-away copy of the fixtures, and Chromium,
 * started once for the suite that calls this (register it at the top of a `describe`).
 */
export function appJourneys(): AppJourneys {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await startApp();
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await app?.cleanup();
  });
  return {
    url: () => {
      if (!app) throw new Error('the app did not start');
      return app.url;
    },
    async withPage(name, journey, options) {
      if (!app || !browser) throw new Error('the app or the browser did not start');
      const session = await openAppPage(browser, app.url, options);
      try {
        await screenshotOnFailure(session.page, name, () => journey(session.page, session));
      } finally {
        await session.close();
      }
      return session;
    },
  };
}
