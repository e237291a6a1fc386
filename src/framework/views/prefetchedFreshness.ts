/** How long what is asked for before a page renders counts as fresh: long enough for the page to mount. */
export const PREFETCHED_FRESH_MS = 5_000;
