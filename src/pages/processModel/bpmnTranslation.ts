import { productLocaleOf, type ProductLocale } from '../../productLanguages';
import type { ModelerModule } from './bpmnServices';

/** bpmn-js's words in one language: its English text → the translation. */
export type BpmnWords = Readonly<Record<string, string>>;

/**
 * Where each language's words come from: bpmn-io's community Spanish (bpmn-js-i18n) with what
 * it lacks for the installed bpmn-js; the product's own Brazilian Portuguese (the community's
 * is partial and misnames elements); English is bpmn-js's own. Each is a chunk of its own,
 * fetched with the editor.
 */
const LOADERS: Record<ProductLocale, () => Promise<BpmnWords>> = {
  pt: () => import('./bpmnWords/pt.json').then((words) => words.default),
  en: () => Promise.resolve({}),
  es: () =>
    Promise.all([import('bpmn-js-i18n/translations/es.js'), import('./bpmnWords/es.json')]).then(([community, added]) => ({
      ...community.default,
      ...added.default,
    })),
};

const loading = new Map<ProductLocale, Promise<BpmnWords>>();

/** bpmn-js's words in the app's `locale` (fetched once per language). */
export function loadBpmnWords(locale: string): Promise<BpmnWords> {
  const language = productLocaleOf(locale);
  let words = loading.get(language);
  if (!words) {
    words = LOADERS[language]();
    // A failed fetch is tried again next time, not kept.
    words.catch(() => loading.delete(language));
    loading.set(language, words);
  }
  return words;
}

/** diagram-js's `translate(template, replacements)` over the words `current()` gives at each call: the words can change with the language. */
export function translateWith(current: () => BpmnWords) {
  return (template: string, replacements: Readonly<Record<string, string>> = {}): string =>
    (current()[template] ?? template).replace(/{([^}]+)}/g, (whole, key: string) => replacements[key] ?? whole);
}

/** The module that puts `translateWith(current)` in place of bpmn-js's English-only `translate`. */
export function translationModule(current: () => BpmnWords): ModelerModule {
  return { translate: ['value', translateWith(current)] } as ModelerModule;
}
