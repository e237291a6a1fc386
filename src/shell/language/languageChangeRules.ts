import type { LanguageChange } from '../../framework/pages/pageDeclaration';

/** What a page needs when the language changes (spec §4): nothing, a reload, or an event it handles itself. */
export type LanguageChangeEffect = 'none' | LanguageChange;

/** The event a page that asks for `dispatch` listens to (its `detail` is the new locale). */
export const LANGUAGE_CHANGE_EVENT = 'app:language-change';

/** The effect on the page a path opens, from its declaration's `languageChange`: every other page re-renders in place. */
export function languageChangeEffect(page: { languageChange?: LanguageChange } | undefined): LanguageChangeEffect {
  return page?.languageChange ?? 'none';
}
