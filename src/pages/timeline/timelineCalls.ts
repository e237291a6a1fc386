/** What the demo API's timeline calls answer (src/server/timeline, documented in its OpenAPI document). */
export interface TimelineChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

export interface TimelineEntry {
  _id: string;
  /** The resource the entry's changes belong to (their fields' labels). */
  collection?: string;
  kind: string;
  changes: TimelineChange[];
  userName?: string;
  at: string;
  /** Why, in the author's words (a deletion's reason), or a line of the subject's own history. */
  note?: string;
}

export interface TimelinePage {
  items: TimelineEntry[];
  count: number;
  kinds: Record<string, number>;
  subject: Record<string, unknown>;
}

/** The kinds of entries, in the order of the filter chips. */
export const TIMELINE_KINDS = ['status', 'record', 'comment', 'media', 'justification', 'elementCheck', 'created', 'updated', 'deleted'] as const;

/** Entries per page: a page renders at once, whatever the timeline's length. */
export const PAGE_SIZE = 50;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Reads a timeline payload; throws for any other shape, so a changed server shows an error, not a wrong list. */
export function parseTimelinePage(data: unknown): TimelinePage {
  if (!isObject(data) || !Array.isArray(data.items) || typeof data.count !== 'number' || !isObject(data.kinds) || !isObject(data.subject)) {
    throw new Error('The timeline answered a payload of an unexpected shape');
  }
  const items = data.items.filter((item): item is TimelineEntry => isObject(item) && typeof item._id === 'string' && typeof item.kind === 'string' && typeof item.at === 'string' && Array.isArray(item.changes));
  return { items, count: data.count, kinds: data.kinds as Record<string, number>, subject: data.subject };
}

/** The query of one page: the kinds chosen (none: every kind) and the page number from 0. */
export function timelineQuery(kinds: readonly string[], page: number): Record<string, string | undefined> {
  return { kind: kinds.length > 0 ? kinds.join(',') : undefined, skip: String(page * PAGE_SIZE), limit: String(PAGE_SIZE) };
}

/** A changed value as one short line of text. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
