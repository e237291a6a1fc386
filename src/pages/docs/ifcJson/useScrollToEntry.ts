import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { entryAnchor } from './ifcJsonEntries';

/** The query parameter naming the entry to show (`#/ifcjson-specifications?entry=tasks`). */
export const ENTRY_PARAM = 'entry';

/**
 * Brings the entry named in the address into view and moves the focus to its title, so a
 * keyboard user continues from there; waits for `ready` (the titles are rendered).
 */
export function useScrollToEntry(ready: boolean): void {
  const [query] = useSearchParams();
  const entry = query.get(ENTRY_PARAM);
  useEffect(() => {
    if (!ready || !entry) return;
    const title = document.getElementById(entryAnchor({ key: entry }));
    if (!title) return;
    title.scrollIntoView({ block: 'start' });
    title.focus({ preventScroll: true });
  }, [entry, ready]);
}
