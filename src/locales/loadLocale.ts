import { deepMerge, type Messages } from '../framework/i18n/buildMessages';
import { withEngineMessages } from '../framework/i18n/engineMessages';
import type { Locale } from '../framework/i18n/resolveLocale';
import { productLocaleOf, type ProductLocale } from '../productLanguages';

const LOADERS: Record<ProductLocale, () => Promise<{ default: Messages }>> = {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};

/**
 * A feature's own messages live beside the base files, `src/locales/<feature>/<locale>.json`,
 * so each feature adds its keys in a file of its own (locales.test.ts checks that no two
 * files define the same key).
 */
const FEATURE_LOADERS = import.meta.glob<{ default: Messages }>('./*/*.json');

/** The product's messages of one locale, over the engine's; each file is a chunk of its own, fetched when needed. */
export async function loadLocale(locale: Locale): Promise<Messages> {
  const features = Object.entries(FEATURE_LOADERS).filter(([path]) => path.endsWith(`/${locale}.json`));
  const product = Promise.all([LOADERS[productLocaleOf(locale)](), ...features.map(([, load]) => load())]).then(([base, ...parts]) =>
    parts.reduce<Messages>((messages, part) => deepMerge(messages, part.default), base?.default ?? {}),
  );
  return withEngineMessages(productLocaleOf(locale), product);
}
