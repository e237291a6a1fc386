/* eslint-disable @typescript-eslint/consistent-type-imports -- a relative `import` in an ambient module is not resolved (it types as any); `import()` types are. */
declare module 'virtual:registry' {
  type RegistrySummary = import('../framework/registry/resourceDetails').RegistrySummary;
  type ResourceDetails = import('../framework/registry/resourceDetails').ResourceDetails;
  type RegistryIssue = import('../framework/registry/types').RegistryIssue;
  type ResourceTranslations = import('../framework/registry/types').ResourceTranslations;
  /** The checked registry of this project, each resource's summary (see registryPlugin). */
  export const registryResult: { ok: true; model: RegistrySummary } | { ok: false; issues: RegistryIssue[] };
  /** The import of each resource's details (`virtual:registry-details/<name>`), by resource name. */
  export const detailLoaders: Record<string, () => Promise<{ details: ResourceDetails }>>;
  /** The import of each language's resource translations (`virtual:registry-translations/<locale>`), by language. */
  export const translationLoaders: Record<string, () => Promise<{ translations: Record<string, ResourceTranslations> }>>;
}

declare module 'virtual:registry-translations/*' {
  /** Every resource's labels in the module's language, by resource name (see registryPlugin). */
  export const translations: Record<string, import('../framework/registry/types').ResourceTranslations>;
}

declare module 'virtual:registry-details/*' {
  /** One resource's details (see registryPlugin). */
  export const details: import('../framework/registry/resourceDetails').ResourceDetails;
}
