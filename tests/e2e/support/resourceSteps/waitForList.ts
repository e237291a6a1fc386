import type { Page } from 'playwright-core';
import { waitUntilSettled } from './waitUntilSettled';

/** Waits until the list on `page` shows its records (table or one-column list), its "no results" or its empty page, with nothing loading. */
export function waitForList(page: Page): Promise<void> {
  return waitUntilSettled(page, {
    shown: '.list-page .RaList-content, .list-page .RaEmpty-message',
    loading: '[role="progressbar"], .MuiSkeleton-root, .RaPlaceholder-root',
    what: 'the list',
  });
}

/** Opens the list of `name` by a route change and waits for it. */
export async function openList(page: Page, appUrl: string, name: string): Promise<void> {
  await page.goto(`${appUrl}#/${name}`);
  await waitForList(page);
}
