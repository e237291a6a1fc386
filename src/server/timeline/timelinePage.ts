import type { TimelineKind, TimelinePage } from '../../contracts/timeline';
import type { AuditEntry } from '../audit/auditTrail';

/** Which page of a timeline: the kinds kept (all when undefined), how many entries to pass over and to answer. */
export interface TimelinePageOptions {
  kinds?: ReadonlySet<TimelineKind>;
  skip: number;
  limit: number;
}

/** The kinds a `kind` query names (a comma list the contract has checked); undefined for every kind. */
export function kindsOf(text: string | undefined): ReadonlySet<TimelineKind> | undefined {
  const asked = (text ?? '')
    .split(',')
    .map((kind) => kind.trim())
    .filter((kind) => kind !== '');
  return asked.length === 0 ? undefined : new Set(asked as TimelineKind[]);
}

/**
 * The page `skip`/`limit` of `entries` (oldest first, as the trail keeps them) newest first,
 * filtered on `kinds`, with the count of every kind for the filter chips. Reads only the
 * page's entries and one count pass.
 */
export function timelinePage(entries: readonly AuditEntry[], { kinds, skip, limit }: TimelinePageOptions): Omit<TimelinePage, 'subject'> {
  const counts: TimelinePage['kinds'] = {};
  const items: AuditEntry[] = [];
  let count = 0;
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index] as AuditEntry;
    counts[entry.kind] = (counts[entry.kind] ?? 0) + 1;
    if (kinds && !kinds.has(entry.kind)) continue;
    if (count >= skip && items.length < limit) items.push(entry);
    count += 1;
  }
  return { items, count, kinds: counts };
}
