declare module 'virtual:registry' {
  import type { RegistryResult, ResourceTranslations } from '../registry/types';
  /** The checked registry of this project (see registryPlugin). */
  export const registryResult: RegistryResult;
  /** The import of each language's resource translations (`virtual:registry-translations/<locale>`), by language. */
  export const translationLoaders: Record<string, () => Promise<{ translations: Record<string, ResourceTranslations> }>>;
}

declare module 'virtual:registry-translations/*' {
  import type { ResourceTranslations } from '../registry/types';
  /** Every resource's labels in the module's language, by resource name (see registryPlugin). */
  export const translations: Record<string, ResourceTranslations>;
}
