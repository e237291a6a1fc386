import type { Page } from 'playwright-core';

/** The longest wait for a page to settle. */
const SETTLE_LIMIT_MS = 8_000;

/**
 * Waits until the page is still: no finite animation running and the DOM unchanged for
 * `quietMs` (data that arrives later restarts the wait). Endless animations (a spinner) are
 * not waited for; a page that never stops changing is taken as it is after a few seconds.
 */
export async function waitForStillPage(page: Page, quietMs: number): Promise<void> {
  await page
    .waitForFunction(
      (quiet) => {
        // One observer for the page's life: a page that has been still for a while passes at once.
        const state = window as unknown as { __lastChange?: number };
        if (state.__lastChange === undefined) {
          state.__lastChange = performance.now();
          new MutationObserver(() => {
            state.__lastChange = performance.now();
          }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
          return false;
        }
        const animating = document
          .getAnimations()
          .some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
        return !animating && performance.now() - state.__lastChange >= quiet;
      },
      quietMs,
      { polling: 50, timeout: SETTLE_LIMIT_MS },
    )
    .catch(() => undefined);
}
