import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import type { ResourceSummary } from '../registry/resourceDetails';
import { buildMessages, type Messages } from './buildMessages';
import { setDocumentLanguage } from './setDocumentLanguage';
import type { LocaleLoader } from './loadLocaleMessages';
import { LOCALE_STORAGE_KEY, declaredLocales, isLocale, type Locale } from './resolveLocale';

export interface I18nOptions {
  /** Base messages of the locale to start in (see `initialLocale`). */
  initialMessages: Messages;
  /** Language to start in, from `resolveLocale`. */
  initialLocale: Locale;
  /** Fetches the base messages of another locale when the user switches. */
  loadMessages(locale: Locale): ReturnType<LocaleLoader>;
  resources: readonly ResourceSummary[];
  /** Where the choice is kept; local storage in the browser. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/** Each language's name in itself, as the language menu shows it. */
function languageName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * react-admin's i18nProvider over polyglot: starts in the resolved locale, loads another
 * when the user switches, merges each resource's labels in and keeps the choice in
 * storage. Missing keys fall back to the `_` default the views pass (the schema's title).
 */
export function createI18nProvider({ initialMessages, initialLocale, loadMessages, resources, storage }: I18nOptions): I18nProvider {
  const initial = buildMessages(initialMessages, resources, initialLocale);
  // The base files carry react-admin's `ra` tree (checked by src/locales/locales.test.ts).
  const asTranslations = (messages: Messages) => messages as unknown as TranslationMessages;
  const provider = polyglotI18nProvider(
    (locale) => {
      if (locale === initialLocale || !isLocale(locale)) return asTranslations(initial);
      return loadMessages(locale).then((base) => asTranslations(buildMessages(base, resources, locale)));
    },
    initialLocale,
    declaredLocales().map((locale) => ({ locale, name: languageName(locale) })),
    { allowMissing: true },
  );
  setDocumentLanguage(initialLocale);
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      if (isLocale(locale)) storage?.setItem(LOCALE_STORAGE_KEY, locale);
      await provider.changeLocale(locale, options);
      setDocumentLanguage(locale);
    },
  };
}
