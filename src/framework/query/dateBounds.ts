const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parseInstant(text: string): number | undefined {
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Start of a date-range filter in epoch ms. A bare day (`2024-05-01`) starts at that
 * day's 00:00:00.000Z; a full ISO instant is taken as is. Unreadable → undefined (no bound).
 */
export function lowerBound(value: string): number | undefined {
  const text = value.trim();
  return parseInstant(DATE_ONLY.test(text) ? `${text}T00:00:00.000Z` : text);
}

/**
 * End of a date-range filter in epoch ms, inclusive. A bare day (`2024-05-31`) ends at
 * that day's 23:59:59.999Z so the whole day is in range; a full ISO instant is taken as is.
 */
export function upperBound(value: string): number | undefined {
  const text = value.trim();
  return parseInstant(DATE_ONLY.test(text) ? `${text}T23:59:59.999Z` : text);
}

/** A record's date value in epoch ms, or undefined when it holds no readable date. */
export function instantOf(value: unknown): number | undefined {
  if (typeof value === 'string') return parseInstant(value);
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return undefined;
}
