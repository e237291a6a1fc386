import type { Page } from 'playwright-core';

/**
 * Narrows an open page to a phone's width. The sidebar left open from the wider window becomes a
 * drawer over the page once the resize is drawn; Escape in it closes it, as a phone's page starts.
 * The focus is put in the drawer first: a resize does not move it there, and an Escape pressed
 * elsewhere does not reach the drawer.
 */
export async function toPhoneWidth(page: Page, height = 800): Promise<void> {
  await page.setViewportSize({ width: 390, height });
  const drawer = page.locator('.MuiDrawer-modal');
  await drawer.locator('.MuiDrawer-paper').focus();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
}
