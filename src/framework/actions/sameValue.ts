/**
 * Whether two status values are the same: record values, choices and transition keys come
 * from JSON and from the URL, so `2` and `"2"` must match.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  return a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);
}
