/** The query of a missing record fails quietly: the page itself says "not found". */
export const QUIET_RECORD_QUERY = { onError: () => undefined, retry: false } as const;

/** A show page takes the screen's width whatever its content's: actions wrap, tables scroll inside. */
export const SHOW_PAGE_SX = { contain: 'inline-size', '& .RaShow-main, & .RaShow-card': { minWidth: 0 } } as const;
