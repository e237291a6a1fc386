/**
 * Loose equality of values coming from a body against stored ones: primitives compare as
 * text (`'2'` and `2`, an id segment and a numeric id), objects and arrays by content.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}
