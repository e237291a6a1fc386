import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS_DIR } from '../screenshotOnFailure';
import type { ResourceStep } from './types';

/** Keeps a screenshot of the route, `tests/e2e/artifacts/<resource>-list-<width>-<language>.png`. */
export const saveScreenshot: ResourceStep = async ({ page, resource, width, language }) => {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${resource.name}-list-${width}-${language}.png`) });
};
