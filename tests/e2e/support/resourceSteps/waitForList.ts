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

/** Opens the list of `name` by a route change (with `perPage` rows a page, else the list's own) and waits for it. */
export async function openList(page: Page, appUrl: string, name: string, { perPage }: { perPage?: number } = {}): Promise<void> {
  await page.goto(`${appUrl}#/${name}${perPage ? `?perPage=${perPage}` : ''}`);
  await waitForList(page);
}
