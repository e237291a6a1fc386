declare module 'virtual:registry' {
  import type { RegistryResult } from '../registry/types';
  /** The checked registry of this project (see registryPlugin). */
  export const registryResult: RegistryResult;
}
