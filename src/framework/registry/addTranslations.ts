import type { RegistrySummary } from './resourceDetails';
import type { ResourceTranslations } from './types';

/**
 * Puts each resource's labels in `locale` into the model. The browser's registry comes
 * without them: they load with the language's messages, so a page carries one language's
 * labels, not every language's.
 */
export function addTranslations(model: RegistrySummary, locale: string, table: Readonly<Record<string, ResourceTranslations>>): void {
  for (const resource of model.resources) {
    const translations = table[resource.name];
    if (translations) resource.translations[locale] = translations;
  }
}
