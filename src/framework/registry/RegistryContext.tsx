import { createContext, useContext, type ReactNode } from 'react';
import type { RegistryModel, ResourceModel } from './types';

const RegistryContext = createContext<RegistryModel | null>(null);

export function RegistryProvider({ value, children }: { value: RegistryModel; children: ReactNode }) {
  return <RegistryContext.Provider value={value}>{children}</RegistryContext.Provider>;
}

/** The loaded registry; throws when used outside a RegistryProvider. */
export function useRegistry(): RegistryModel {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry must be used inside a <RegistryProvider>: wrap the app in it.');
  return registry;
}

/** One resource of the registry by name; throws with the known names when it is missing. */
export function useResourceModel(name: string): ResourceModel {
  const registry = useRegistry();
  const resource = registry.resources.find((r) => r.name === name);
  if (!resource) {
    throw new Error(`No resource "${name}" in the registry (known: ${registry.resources.map((r) => r.name).join(', ')}).`);
  }
  return resource;
}
