import type { Page } from 'playwright-core';
import { REFERENCE_LANGUAGE } from './referenceLanguage';
import { saveScreenshot } from './saveScreenshot';

/** Which pictures of the swept routes a run keeps (`E2E_SCREENSHOTS`). */
type KeptPictures = 'all' | 'reference' | 'findings';

const KEPT_PICTURES: readonly KeptPictures[] = ['all', 'reference', 'findings'];

/**
 * `E2E_SCREENSHOTS` when it names a choice; else those with a finding only on CI (`CI` set,
 * as CI services do), where a passing run's pictures are kept by nobody, and the reference
 * language's elsewhere.
 */
function keptPictures(): KeptPictures {
  const asked = process.env.E2E_SCREENSHOTS as KeptPictures | undefined;
  if (asked && KEPT_PICTURES.includes(asked)) return asked;
  return ['', '0', 'false'].includes(process.env.CI ?? '') ? 'reference' : 'findings';
}

/**
 * Saves `artifacts/<name>.png` of a route checked in a sweep of languages and widths: always
 * when the route had a finding; where it is `pictured` too (by default in the product's first
 * language: one picture of every route at every width to look at) unless the run keeps only
 * findings; in every language with `E2E_SCREENSHOTS=all`, to look at the words of a screen in
 * each. A picture costs a tenth of a second, and hundreds of identical layouts in other words
 * say nothing more.
 */
export async function routeScreenshot(
  page: Page,
  name: string,
  language: string,
  hadFinding: boolean,
  pictured: boolean = language === REFERENCE_LANGUAGE,
): Promise<void> {
  const kept = keptPictures();
  if (hadFinding || kept === 'all' || (kept === 'reference' && pictured)) await saveScreenshot(page, name);
}
