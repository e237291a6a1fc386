/** The hand-written show pages the app provides, by the key a definition names in `show.page` (the check reads them, the shell maps each to its page). */
export const SHOW_PAGE_KEYS = ['activityDetail'] as const;

export type ShowPageKey = (typeof SHOW_PAGE_KEYS)[number];
