import { translationLoaders } from 'virtual:registry';
import { addTranslations } from '../framework/registry/addTranslations';
import type { RegistrySummary } from '../framework/registry/resourceDetails';

/**
 * Loads the resources' labels in `locale` (they sit in the language's messages file, not in
 * the registry) into the model; nothing to do for a language without any.
 */
export async function loadRegistryTranslations(model: RegistrySummary, locale: string): Promise<void> {
  const load = translationLoaders[locale];
  if (load) addTranslations(model, locale, (await load()).translations);
}
