import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether the list shows its records (table or one-column list), its "no results" or its empty page, with nothing loading. */
function listSettled(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const loading = document.querySelector('[role="progressbar"], .MuiSkeleton-root, .RaPlaceholder-root');
    const shown = document.querySelector('.RaList-content, .RaEmpty-message');
    return !loading && shown !== null;
  });
}

/** Waits, polling, until the list on `page` is settled twice in a row (no fixed sleeps). */
export async function waitForList(page: Page): Promise<void> {
  let settledBefore = false;
  await expect
    .poll(
      async () => {
        const settled = await listSettled(page);
        const twice = settled && settledBefore;
        settledBefore = settled;
        return twice;
      },
      { timeout: 15_000, interval: 100, message: 'the list did not finish loading' },
    )
    .toBe(true);
}

/** Opens the list of `name` by a route change and waits for it. */
export async function openList(page: Page, appUrl: string, name: string): Promise<void> {
  await page.goto(`${appUrl}#/${name}`);
  await page.locator('.list-page').first().waitFor();
  await waitForList(page);
}
