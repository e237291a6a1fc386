import { calendarDayOf } from '../formats/localeFormat';
import type { DateRangeUnit } from '../registry/types';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parseInstant(text: string): number | undefined {
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * A calendar day as a number that orders days: the epoch ms of its 00:00 UTC. Read from
 * `YYYY-MM-DD` or from the date an ISO timestamp is written with (`2026-01-10T23:00-03:00`
 * is the 10th), never through a time zone, so a day is the same day for every user.
 */
export function dayNumber(value: unknown): number | undefined {
  const day = calendarDayOf(value);
  return day ? Date.UTC(day[0], day[1] - 1, day[2]) : undefined;
}

/**
 * Start of a date-range filter. `day` unit (a `format: date` field): the day named, as
 * `dayNumber`. `instant` unit: a bare day (`2024-05-01`) starts at 00:00:00.000Z, a full ISO
 * instant is taken as is. Unreadable → undefined (no bound).
 */
export function lowerBound(value: string, unit: DateRangeUnit = 'instant'): number | undefined {
  const text = value.trim();
  if (unit === 'day') return dayNumber(text);
  return parseInstant(DATE_ONLY.test(text) ? `${text}T00:00:00.000Z` : text);
}

/**
 * End of a date-range filter, inclusive. `day` unit: the day named (days compare as days).
 * `instant` unit: a bare day (`2024-05-31`) ends at 23:59:59.999Z so the whole day is in
 * range; a full ISO instant is taken as is.
 */
export function upperBound(value: string, unit: DateRangeUnit = 'instant'): number | undefined {
  const text = value.trim();
  if (unit === 'day') return dayNumber(text);
  return parseInstant(DATE_ONLY.test(text) ? `${text}T23:59:59.999Z` : text);
}

/** A record's date value as compared with the bounds of `unit`, or undefined when it holds no readable date. */
export function instantOf(value: unknown, unit: DateRangeUnit = 'instant'): number | undefined {
  if (unit === 'day') return dayNumber(value);
  if (typeof value === 'string') return parseInstant(value);
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return undefined;
}
