import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REFERENCE_LANGUAGE } from './referenceLanguage';
import { ARTIFACTS_DIR } from './screenshotOnFailure';

/**
 * Saves `artifacts/<name>.png` of a route checked in a sweep of languages and widths: in the
 * product's first language always (one picture of every route at every width to look at),
 * in the others only when the route had a finding (a picture costs a quarter of a second,
 * and hundreds of identical layouts in other words say nothing more). `E2E_SCREENSHOTS=all`
 * saves every language, to look at the words of a screen in each.
 */
export async function routeScreenshot(page: Page, name: string, language: string, hadFinding: boolean): Promise<void> {
  if (language !== REFERENCE_LANGUAGE && !hadFinding && process.env.E2E_SCREENSHOTS !== 'all') return;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`) });
}
