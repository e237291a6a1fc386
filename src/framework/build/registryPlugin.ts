import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { formatIssues } from '../registry/formatIssues';
import { loadRegistryFromDir } from '../registry/loadRegistryFromDir';

const VIRTUAL_ID = 'virtual:registry';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

export interface RegistryPluginOptions {
  /** Project root holding schemas/, resources/ and fixtures/. */
  root: string;
}

/**
 * Serves the checked registry to the browser as `virtual:registry`, so the app gets the
 * model without shipping ajv or the loader. A faulty entity file fails `vite build` with
 * every fault listed; under `vite dev` the app shows the same list instead of a blank page.
 */
export function registryPlugin({ root }: RegistryPluginOptions): Plugin {
  const watched = [join(resolve(root), 'schemas') + sep, join(resolve(root), 'resources') + sep, join(resolve(root), 'fixtures') + sep];
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'admin-registry',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const result = loadRegistryFromDir(root);
      if (!result.ok && command === 'build') this.error(formatIssues(result.issues));
      for (const dir of watched) this.addWatchFile(dir);
      return `export const registryResult = ${JSON.stringify(result)};`;
    },
    configureServer(server) {
      server.watcher.add(watched);
      const reload = (file: string) => {
        if (!watched.some((dir) => file.startsWith(dir))) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', reload);
      server.watcher.on('add', reload);
      server.watcher.on('unlink', reload);
    },
  };
}
