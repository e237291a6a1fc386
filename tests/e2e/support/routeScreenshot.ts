import type { Page } from 'playwright-core';
import { REFERENCE_LANGUAGE } from './referenceLanguage';
import { saveScreenshot } from './saveScreenshot';

/**
 * Saves `artifacts/<name>.png` of a route checked in a sweep of languages and widths: in the
 * product's first language always (one picture of every route at every width to look at),
 * in the others only when the route had a finding (a picture costs a tenth of a second,
 * and hundreds of identical layouts in other words say nothing more). `E2E_SCREENSHOTS=all`
 * saves every language, to look at the words of a screen in each.
 */
export async function routeScreenshot(page: Page, name: string, language: string, hadFinding: boolean): Promise<void> {
  if (language !== REFERENCE_LANGUAGE && !hadFinding && process.env.E2E_SCREENSHOTS !== 'all') return;
  await saveScreenshot(page, name);
}
