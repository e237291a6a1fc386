import type { MatchType } from '../data/apiConventions';

/**
 * Folds a value for case- and accent-insensitive comparison: `"Elétrica"` → `"eletrica"`.
 * Non-strings are compared through their text so a text filter also works on numbers.
 */
export function foldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  let folded = foldedTexts.get(text);
  if (folded === undefined) {
    folded = text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    // Full: keep what is there (the indexes built at start filled it) rather than start over.
    if (foldedTexts.size < FOLDED_TEXTS_KEPT) foldedTexts.set(text, folded);
  }
  return folded;
}

/**
 * Folding costs microseconds (Unicode normalisation) and a text filter folds every value it
 * looks at: the folded texts are kept, so a scan of 100 000 records is a lookup each.
 */
const foldedTexts = new Map<string, string>();
const FOLDED_TEXTS_KEPT = 2_000_000;

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
