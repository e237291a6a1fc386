import type { AuditEntry } from '../audit/auditTrail';
import { AUDIT_KINDS, isAuditKind, type AuditKind } from '../audit/auditKinds';
import { ApiError } from '../http/apiError';

/** One page of a timeline, newest first, with the count of every kind for the filter chips. */
export interface TimelinePage {
  items: AuditEntry[];
  /** Entries matching the kind filter. */
  count: number;
  /** Entries of each kind, filter left aside. */
  kinds: Partial<Record<AuditKind, number>>;
}

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;

function badQuery(field: string, message: string): ApiError {
  return new ApiError(400, { error: 'VALIDATION_ERROR', message, errors: [{ field, keyword: 'type', message }] });
}

function whole(query: Readonly<Record<string, string>>, field: string, fallback: number, max: number): number {
  const text = query[field];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw badQuery(field, `${field} must be a whole number of 0 or more`);
  return Math.min(value, max);
}

/** The kinds asked for in `kind` (a comma list); undefined for every kind. 400 for a kind that does not exist. */
function kindsAsked(query: Readonly<Record<string, string>>): ReadonlySet<AuditKind> | undefined {
  const text = query.kind;
  if (text === undefined || text === '') return undefined;
  const asked = text.split(',').map((kind) => kind.trim());
  const unknown = asked.find((kind) => !isAuditKind(kind));
  if (unknown !== undefined) throw badQuery('kind', `kind must be among ${AUDIT_KINDS.join(', ')}; "${unknown}" is not`);
  return new Set(asked.filter(isAuditKind));
}

/**
 * The page `skip`/`limit` (default 50, at most 500) of `entries` (oldest first, as the trail
 * keeps them) newest first, filtered on `kind`. Reads only the page's entries and one count pass.
 */
export function timelinePage(entries: readonly AuditEntry[], query: Readonly<Record<string, string>>): TimelinePage {
  const kinds = kindsAsked(query);
  const limit = whole(query, 'limit', DEFAULT_LIMIT, MAX_LIMIT);
  const skip = whole(query, 'skip', 0, Number.MAX_SAFE_INTEGER);
  const counts: Partial<Record<AuditKind, number>> = {};
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
