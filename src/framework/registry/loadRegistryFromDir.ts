import { loadRegistry } from './loadRegistry';
import { readRegistrySources } from './readRegistrySources';
import type { RegistryResult } from './types';

/** Loads the registry of the project at `root` (Node only: the demo API, the CLI, the build). */
export function loadRegistryFromDir(root: string): RegistryResult {
  return loadRegistry(readRegistrySources(root));
}
