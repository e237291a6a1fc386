import { createContext, use, useContext, useEffect, type ReactNode } from 'react';
import { loadResourceModel } from './resourceDetailLoaders';
import type { RegistrySummary, ResourceSummary } from './resourceDetails';
import type { ResourceModel } from './types';

const RegistryContext = createContext<RegistrySummary | null>(null);

export function RegistryProvider({ value, children }: { value: RegistrySummary; children: ReactNode }) {
  return <RegistryContext.Provider value={value}>{children}</RegistryContext.Provider>;
}

/** The loaded registry (each resource's summary); throws when used outside a RegistryProvider. */
export function useRegistry(): RegistrySummary {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry must be used inside a <RegistryProvider>: wrap the app in it.');
  return registry;
}

function summaryOf(registry: RegistrySummary, name: string): ResourceSummary {
  const resource = registry.resources.find((r) => r.name === name);
  if (!resource) {
    throw new Error(`No resource "${name}" in the registry (known: ${registry.resources.map((r) => r.name).join(', ')}).`);
  }
  return resource;
}

/** One resource's summary by name; throws with the known names when it is missing. */
export function useResourceSummary(name: string): ResourceSummary {
  return summaryOf(useRegistry(), name);
}

/** `useResourceModel` for a name that may be absent or unknown: undefined then. */
export function useOptionalResourceModel(name: string | undefined): ResourceModel | undefined {
  const resource = useRegistry().resources.find((r) => r.name === name);
  return resource && use(loadResourceModel(resource));
}

/**
 * One resource whole (schema, form ...) by name. Suspends while its details arrive: a
 * screen's loader fetches them with its code, so this waits only when a screen reads
 * another resource's details.
 */
export function useResourceModel(name: string): ResourceModel {
  // `use` is called on every render, here or not: a render replayed once the details arrive
  // must make the same calls as the one they interrupted.
  return use(loadResourceModel(useResourceSummary(name)));
}

/**
 * Several resources whole, in the order named: their details are all asked for before the
 * first wait, so a page reading two resources waits once, not once each.
 */
export function useResourceModels<const Names extends readonly string[]>(...names: Names): { [K in keyof Names]: ResourceModel } {
  const registry = useRegistry();
  const loads = names.map((name) => loadResourceModel(summaryOf(registry, name)));
  const models: ResourceModel[] = [];
  for (const load of loads) models.push(use(load));
  return models as { [K in keyof Names]: ResourceModel };
}

/**
 * Starts fetching these resources' details once the component has drawn: for a page whose
 * lazily loaded parts read them, so they arrive beside that code rather than after it.
 */
export function usePreloadedDetails(...names: string[]): void {
  const registry = useRegistry();
  const key = names.join(',');
  useEffect(() => {
    for (const resource of registry.resources)
      if (key.split(',').includes(resource.name)) loadResourceModel(resource, { retryFailed: true }).catch(() => undefined);
  }, [registry, key]);
}
