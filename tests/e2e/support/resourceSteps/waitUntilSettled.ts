import type { Page } from 'playwright-core';

/** How long a page must stay settled before it counts as loaded: a refetch that starts right after a first answer shows within it. */
const SETTLED_FOR_MS = 100;

export interface Settled {
  /** What the page shows once loaded (any of the selectors). */
  shown: string;
  /** What shows while it loads. */
  loading: string;
  /** Named in the error when the page does not settle. */
  what: string;
}

/**
 * Waits until `shown` is on the page and nothing of `loading` is, and both stay so for a
 * moment. The page checks itself on every frame: one call, where polling from the test
 * costs a round trip to the browser each time (half of a list's load in a sweep).
 */
export async function waitUntilSettled(page: Page, { shown, loading, what }: Settled): Promise<void> {
  await page
    .waitForFunction(
      ({ shown, loading, settledForMs }) => {
        const state = window as unknown as { __settledSince?: number | null };
        if (document.querySelector(loading) || !document.querySelector(shown)) {
          state.__settledSince = null;
          return false;
        }
        state.__settledSince ??= performance.now();
        if (performance.now() - state.__settledSince < settledForMs) return false;
        state.__settledSince = null;
        return true;
      },
      { shown, loading, settledForMs: SETTLED_FOR_MS },
      { polling: 'raf', timeout: 15_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`${what} did not finish loading: ${error instanceof Error ? error.message : String(error)}`);
    });
}
