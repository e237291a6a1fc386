import { TIMELINE_PAGE, type ELEMENT_TIMELINE, type PENDENCY_TIMELINE, type TASK_TIMELINE } from '../../contracts/timeline';
import type { CallParams, CallQuery } from '../../framework/contracts/callContract';

/** The timeline of one subject (src/contracts/timeline.ts): its call and the call's path parameters. */
export type TimelineSubject =
  | { call: typeof TASK_TIMELINE; params: CallParams<typeof TASK_TIMELINE> }
  | { call: typeof ELEMENT_TIMELINE; params: CallParams<typeof ELEMENT_TIMELINE> }
  | { call: typeof PENDENCY_TIMELINE; params: CallParams<typeof PENDENCY_TIMELINE> };

/** Entries per page: a page renders at once, whatever the timeline's length. */
export const PAGE_SIZE = TIMELINE_PAGE.default;

/** The query of one page: the kinds chosen (none: every kind) and the page number from 0. */
export function timelineQuery(kinds: readonly string[], page: number): CallQuery<typeof ELEMENT_TIMELINE> {
  return { ...(kinds.length > 0 ? { kind: kinds.join(',') } : {}), skip: page * PAGE_SIZE, limit: PAGE_SIZE };
}

/** A changed value as one short line of text. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
