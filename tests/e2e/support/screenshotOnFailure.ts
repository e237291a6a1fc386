import type { Page } from 'playwright-core';
import { saveScreenshot } from './saveScreenshot';

/**
 * Runs `body`; when it throws, saves a full-page screenshot `artifacts/<name>.png`, prints the
 * page's failed API answers when given (`GET 500 /api/...`), and rethrows.
 */
export async function screenshotOnFailure(page: Page, name: string, body: () => Promise<void>, apiFailures?: readonly string[]): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (apiFailures?.length) console.error(`API answers of 400 or more on the page:\n  ${apiFailures.join('\n  ')}`);
    await saveScreenshot(page, name.replace(/[^\w-]+/g, '_'), { fullPage: true }).then(
      (file) => console.error(`Screenshot of the failure: ${file}`),
      (shotError: unknown) => console.error(`No screenshot of the failure: ${String(shotError)}`),
    );
    throw error;
  }
}
