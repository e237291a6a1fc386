import { declaredSection } from '../application/applicationDeclaration';

/** The languages an application speaks, as it declares them (`languages` section). */
export interface LanguagesDeclaration {
  /** Language codes (`en`, `pt` ...): the locale files, translations and value-set labels each has. */
  locales: readonly string[];
  /** The language when the browser names no language at all. */
  default: string;
  /** The language when the browser names only languages the app does not speak. */
  foreignBrowser: string;
  /** The language whose rules sort texts in unpaged lists, in the browser and the demo API (default: `default`). */
  collation?: string;
  /** A language's BCP 47 tag where the code alone is not enough (`pt` → `pt-BR`), for dates, numbers and the page's `lang` (default: the code). */
  tags?: Readonly<Record<string, string>>;
}

declare module '../application/applicationDeclaration' {
  interface ApplicationSections {
    languages: LanguagesDeclaration;
  }
}

/** A language code the application declares (`en`, `pt` ...). */
export type Locale = string;

/** An application that declares no languages speaks English only. */
const NEUTRAL_LANGUAGES: LanguagesDeclaration = { locales: ['en'], default: 'en', foreignBrowser: 'en' };

/** The running application's languages, the neutral default filling what it left out. */
export function declaredLanguages(): LanguagesDeclaration {
  return { ...NEUTRAL_LANGUAGES, ...declaredSection('languages') };
}

/** The running application's language codes. */
export function declaredLocales(): readonly Locale[] {
  return declaredLanguages().locales;
}

/** A language code as a BCP 47 tag for `Intl` and `<html lang>`: the declared tag, else the code itself (`fr-CA` stays). */
export function declaredLanguageTag(locale: Locale, languages: LanguagesDeclaration = declaredLanguages()): string {
  return languages.tags?.[locale] ?? locale;
}

/** The language texts sort by: the declared collation, else the default language. */
export function declaredCollation(languages: LanguagesDeclaration = declaredLanguages()): Locale {
  return languages.collation ?? languages.default;
}

/** Key of the chosen language in local storage. */
export const LOCALE_STORAGE_KEY = 'lang';

export function isLocale(value: unknown, languages: LanguagesDeclaration = declaredLanguages()): value is Locale {
  return typeof value === 'string' && languages.locales.includes(value);
}

/**
 * The language to start in: the stored choice, else the browser's language when the app
 * speaks it, else the foreign-browser language; the default when the browser names no
 * language at all. `languages` is the declared list (the boot script passes the build's copy).
 */
export function resolveLocale({
  stored,
  browserLanguages = [],
  languages = declaredLanguages(),
}: {
  stored?: string | null;
  browserLanguages?: readonly string[];
  languages?: LanguagesDeclaration;
}): Locale {
  if (isLocale(stored, languages)) return stored;
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base, languages)) return base;
  }
  return browserLanguages.length > 0 ? languages.foreignBrowser : languages.default;
}
