import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import packageJson from '../../package.json';
import { readZipEntries } from '../../src/server/mobileApp/readZipEntries.testkit';
import { appJourneys, eventually, unexpectedConsoleErrors } from './support/appJourneys';
import { localeText, type Language } from './support/localeText';
import { seriousAxeViolations } from './support/resourceSteps/seriousAxeViolations';
import { saveScreenshot } from './support/saveScreenshot';
import { LANGUAGES } from './support/languagesAt';

/** What the demo offers: `config.js` says environment `demo`; name and version come from package.json. */
const FILE = `${packageJson.mobileApp.name}-demo-v${packageJson.mobileApp.version}.apk`;
const AXE_SOURCE = readFileSync(join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** Opens `hash` in `language` (the choice the app keeps in local storage). */
async function openIn(page: Page, appUrl: string, hash: string, language: Language) {
  await page.goto(`${appUrl}${hash}`);
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  await page.reload();
}

/** Clicks `button`, waits for the browser's download, and checks it is the app file and a zip. */
async function downloadsTheAppFile(page: Page, buttonName: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: buttonName, exact: true }).click()]);
  expect(download.suggestedFilename()).toBe(FILE);
  const path = await download.path();
  const entries = readZipEntries(readFileSync(path));
  expect([...entries.keys()]).toContain('AndroidManifest.xml');
  // Back to its label once the file is saved, ready for another download.
  await page.getByRole('button', { name: buttonName, exact: true }).waitFor();
}

/** Makes the API refuse the app file, then checks the download error of spec §8 in `language` and closes it. */
async function showsTheDownloadError(page: Page, language: Language, buttonName: string, refusal: { status: number; body: string }) {
  await page.route('**/api/app/**', (route) => route.fulfill({ status: refusal.status, contentType: 'application/json', body: refusal.body }));
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('heading', { name: localeText(language, 'errors.app_download') }).waitFor();
  await dialog.getByRole('button', { name: localeText(language, 'errors.return') }).click();
  await eventually(() => dialog.count()).toBe(0);
  await page.unroute('**/api/app/**');
}

describe('the mobile app download in the browser (demo environment)', () => {
  const { withPage, url } = appJourneys();

  for (const language of LANGUAGES) {
    test(`${language}: the login page downloads ${FILE}, and shows the download error when the API refuses`, async () => {
      const session = await withPage(
        `mobile-app-login-${language}`,
        async (page) => {
          await openIn(page, url(), '#/login', language);
          const button = localeText(language, 'auth.login.mobile_app');
          await downloadsTheAppFile(page, button);
          await showsTheDownloadError(page, language, button, {
            status: 503,
            body: JSON.stringify({ error: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' }),
          });
        },
        { user: null },
      );
      expect(session.pageErrors).toEqual([]);
      expect(unexpectedConsoleErrors(session, [503])).toEqual([]);
    });

    test(`${language}: /mobile-app says what the app is, names the version and file, downloads it, and shows the download error`, async () => {
      const session = await withPage(`mobile-app-page-${language}`, async (page) => {
        await page.addInitScript({ content: AXE_SOURCE });
        await openIn(page, url(), '#/mobile-app', language);
        await page.getByRole('heading', { name: localeText(language, 'app.pages.mobile_app.title'), level: 1 }).waitFor();
        await page.getByText(localeText(language, 'app.mobile_app.intro')).waitFor();
        expect(await page.getByTestId('app-file-name').innerText()).toBe(FILE);
        await page.getByText(packageJson.mobileApp.version, { exact: true }).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        const button = localeText(language, 'app.mobile_app.download');
        await downloadsTheAppFile(page, button);
        await showsTheDownloadError(page, language, button, { status: 404, body: JSON.stringify({ error: 'APP_FILE_NOT_FOUND', message: 'No app file' }) });
      });
      expect(session.pageErrors).toEqual([]);
      expect(unexpectedConsoleErrors(session, [404])).toEqual([]);
    });

    test(`${language}: /mobile-app fits a 390 px phone and downloads there too`, async () => {
      const session = await withPage(`mobile-app-390-${language}`, async (page) => {
        // Before the first load, so the app starts in its phone layout (sidebar closed).
        await page.setViewportSize({ width: 390, height: 844 });
        await page.addInitScript({ content: AXE_SOURCE });
        await openIn(page, url(), '#/mobile-app', language);
        const button = localeText(language, 'app.mobile_app.download');
        await page.getByRole('button', { name: button, exact: true }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'pixels the page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
        for (const target of [page.getByRole('button', { name: button, exact: true }), page.getByTestId('app-file-name')]) {
          const box = await target.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= 390, 'in view at 390 px').toBe(true);
        }
        expect(await seriousAxeViolations(page)).toEqual([]);
        await saveScreenshot(page, `mobile-app-390-${language}`, { fullPage: true });
        await downloadsTheAppFile(page, button);
      });
      expect(session.pageErrors).toEqual([]);
      expect(unexpectedConsoleErrors(session, [])).toEqual([]);
    });
  }
});
