import type { MatchType } from '../data/apiConventions';

/**
 * Folds a value for case- and accent-insensitive comparison: `"Elétrica"` → `"eletrica"`.
 * Non-strings are compared through their text so a text filter also works on numbers.
 */
export function foldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * Whether `value` matches the text filter `query` under `matchType`, ignoring case and
 * accents. A missing value contains nothing, so only `notContains` accepts it.
 */
export function textMatches(value: unknown, query: string, matchType: MatchType): boolean {
  const haystack = foldText(value);
  const needle = foldText(query);
  switch (matchType) {
    case 'equals':
      return haystack === needle;
    case 'startsWith':
      return haystack.startsWith(needle);
    case 'endsWith':
      return haystack.endsWith(needle);
    case 'notContains':
      return !haystack.includes(needle);
    case 'contains':
      return haystack.includes(needle);
  }
}
