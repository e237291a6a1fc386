import type { LanguagesDeclaration } from './framework/i18n/resolveLocale';

/** The product's languages: Portuguese first, English for a browser that names only others. */
export const PRODUCT_LOCALES = ['pt', 'en', 'es'] as const;
export type ProductLocale = (typeof PRODUCT_LOCALES)[number];
export const PRODUCT_DEFAULT_LOCALE: ProductLocale = 'pt';

// Brazilian Portuguese: dates and numbers as Brazil writes them, and the page's lang says so.
export const PRODUCT_LANGUAGES: LanguagesDeclaration = {
  locales: PRODUCT_LOCALES,
  default: PRODUCT_DEFAULT_LOCALE,
  foreignBrowser: 'en',
  tags: { pt: 'pt-BR' },
};

/** `locale` when the product speaks it, else the product's default (a table of the product's languages is indexed with it). */
export function productLocaleOf(locale: string): ProductLocale {
  return (PRODUCT_LOCALES as readonly string[]).includes(locale) ? (locale as ProductLocale) : PRODUCT_DEFAULT_LOCALE;
}
