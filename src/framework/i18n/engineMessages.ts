import { deepMerge, type Messages } from './buildMessages';
import type { Locale } from './resolveLocale';

/** The engine's own texts (its buttons, dialogs, errors and react-admin's), one chunk a language. */
const ENGINE_TEXTS: Readonly<Record<string, () => Promise<{ default: Messages }>>> = {
  en: () => import('../locales/en.json'),
  pt: () => import('../locales/pt.json'),
  es: () => import('../locales/es.json'),
};

/** The languages the engine has texts in; an application speaking another brings the engine's texts in its own files. */
export const ENGINE_LOCALES: readonly Locale[] = Object.keys(ENGINE_TEXTS);

/** The engine's texts in `locale`, in English when the engine has none in it (a key shown raw helps nobody). */
export async function engineMessages(locale: Locale): Promise<Messages> {
  const load = ENGINE_TEXTS[locale] ?? ENGINE_TEXTS.en;
  return load ? (await load()).default : {};
}

/** An application's messages of `locale` over the engine's: the application's text of a key wins. */
export async function withEngineMessages(locale: Locale, application: Messages | Promise<Messages>): Promise<Messages> {
  const [engine, own] = await Promise.all([engineMessages(locale), application]);
  return deepMerge(engine, own);
}
