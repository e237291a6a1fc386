/** The hand-written show pages the app provides, by the key a definition names in `show.page`: the registry check reads them, a feature's pages.ts declares each. */
export const SHOW_PAGE_KEYS = ['activityDetail'] as const;

export type ShowPageKey = (typeof SHOW_PAGE_KEYS)[number];
