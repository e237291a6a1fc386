export const LOCALES = ['pt', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';
/** Key of the chosen language in local storage (spec §3 "Browser storage": lang). */
export const LOCALE_STORAGE_KEY = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Spec §1: the language when the browser names only languages the app does not speak. */
export const FOREIGN_BROWSER_LOCALE: Locale = 'en';

/**
 * The language to start in (spec §1): the stored choice, else the browser's language when
 * the app speaks it, else English; Portuguese when the browser names no language at all.
 */
export function resolveLocale({ stored, browserLanguages = [] }: { stored?: string | null; browserLanguages?: readonly string[] }): Locale {
  if (isLocale(stored)) return stored;
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return browserLanguages.length > 0 ? FOREIGN_BROWSER_LOCALE : DEFAULT_LOCALE;
}
