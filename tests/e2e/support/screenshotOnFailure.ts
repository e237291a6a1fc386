import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const ARTIFACTS_DIR = join(process.cwd(), 'tests', 'e2e', 'artifacts');

/** Runs `body`; when it throws, saves a full-page screenshot `artifacts/<name>.png` and rethrows. */
export async function screenshotOnFailure(page: Page, name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = join(ARTIFACTS_DIR, `${name.replace(/[^\w-]+/g, '_')}.png`);
    await page.screenshot({ path: file, fullPage: true }).then(
      () => console.error(`Screenshot of the failure: ${file}`),
      (shotError: unknown) => console.error(`No screenshot of the failure: ${String(shotError)}`),
    );
    throw error;
  }
}
