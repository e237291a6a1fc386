import type { Messages } from '../framework/i18n/buildMessages';
import type { Locale } from '../framework/i18n/resolveLocale';

const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};

/** The app's messages of one locale; each file is a chunk of its own, fetched when needed. */
export async function loadLocale(locale: Locale): Promise<Messages> {
  return (await LOADERS[locale]()).default;
}
