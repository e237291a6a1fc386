import { declaredSection } from '../application/applicationDeclaration';
import { declaredCollation, declaredLanguages, type LanguagesDeclaration } from '../i18n/resolveLocale';

let cached: { from: LanguagesDeclaration | undefined; collator: Intl.Collator } | undefined;

/**
 * The collator of the application's declared collation (`languages` section); `base` makes "a",
 * "A" and "á" sort as equals. Kept until another section is declared: a sort calls it per pair.
 */
function collator(): Intl.Collator {
  const from = declaredSection('languages');
  if (!cached || cached.from !== from) cached = { from, collator: new Intl.Collator(declaredCollation(declaredLanguages()), { sensitivity: 'base' }) };
  return cached.collator;
}

/** Values that sort after every present value, whatever the order. */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function rank(value: unknown): number {
  if (typeof value === 'number') return 0;
  if (typeof value === 'boolean') return 1;
  return 2;
}

/**
 * Ascending comparison of two present values: numbers numerically, booleans false
 * first, anything else as text with the collator of the declared collation (what
 * `localeCompare(…, collation, {sensitivity:'base'})` gives). Mixed kinds group by kind.
 */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  const textA = typeof a === 'string' ? a : JSON.stringify(a);
  const textB = typeof b === 'string' ? b : JSON.stringify(b);
  return collator().compare(textA, textB);
}

/** Comparator for one sort field: `order` flips present values, missing ones stay last. */
export function compareForSort(a: unknown, b: unknown, order: 'ASC' | 'DESC'): number {
  const missingA = isMissing(a);
  const missingB = isMissing(b);
  if (missingA || missingB) return Number(missingA) - Number(missingB);
  const result = compareValues(a, b);
  return order === 'DESC' ? -result : result;
}
