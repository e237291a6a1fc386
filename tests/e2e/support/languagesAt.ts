import { REFERENCE_LANGUAGE } from './referenceLanguage';
import type { Language } from './resourceSession';

/** The product's languages, its first one first. */
export const LANGUAGES: readonly Language[] = ['pt', 'en', 'es'];

/**
 * The languages a journey checks its screens in at each width: every language on the phone,
 * where a longer word is likeliest to widen a page; the product's first on the desktop (the
 * same screens and words, with more room).
 */
export const LANGUAGES_AT: ReadonlyMap<number, readonly Language[]> = new Map<number, readonly Language[]>([
  [1280, [REFERENCE_LANGUAGE]],
  [390, LANGUAGES],
]);

/** The widths a journey checks `language` at (LANGUAGES_AT), widest first. */
export function widthsIn(language: Language): number[] {
  return [...LANGUAGES_AT].filter(([, languages]) => languages.includes(language)).map(([width]) => width);
}
