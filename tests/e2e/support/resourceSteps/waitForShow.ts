import type { Page } from 'playwright-core';
import { waitUntilSettled } from './waitUntilSettled';

/** Waits for the show page of a record to be filled in (its labels shown, nothing loading in it). */
export function waitForShow(page: Page): Promise<void> {
  return waitUntilSettled(page, { shown: '.show-page .RaLabeled-label', loading: '.show-page [role="progressbar"]', what: 'the show page' });
}
