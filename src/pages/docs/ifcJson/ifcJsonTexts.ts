import type { Locale } from '../../../framework/i18n/resolveLocale';
import { productLocaleOf, type ProductLocale } from '../../../productLanguages';

/** The explanations of the IFC-JSON specifications in one language (texts/<locale>.json). */
export interface IfcJsonTexts {
  intro: string;
  /** By entry key (IFC_JSON_ENTRIES). */
  entries: Record<string, { title: string; text: string }>;
}

// One chunk per language, fetched when the page shows that language: the reader picks the
// language of the specifications apart from the app's, so all three must be reachable.
const LOADERS: Record<ProductLocale, () => Promise<{ default: IfcJsonTexts }>> = {
  pt: () => import('./texts/pt.json'),
  en: () => import('./texts/en.json'),
  es: () => import('./texts/es.json'),
};

/** The explanations of the specifications in `locale`. */
export async function loadIfcJsonTexts(locale: Locale): Promise<IfcJsonTexts> {
  return (await LOADERS[productLocaleOf(locale)]()).default;
}
