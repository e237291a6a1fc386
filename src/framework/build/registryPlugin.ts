import { join, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatIssues } from '../registry/formatIssues';
import { loadRegistryFromDir } from '../registry/loadRegistryFromDir';
import type { RegistryResult } from '../registry/types';
import { RegistryBuildError } from './RegistryBuildError';

const VIRTUAL_ID = 'virtual:registry';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/** The folders whose files make the registry and the demo data. */
export const ENTITY_DIRS = ['schemas', 'resources', 'fixtures'] as const;

export interface RegistryPluginOptions {
  /** Project root holding schemas/, resources/ and fixtures/. */
  root: string;
  /** Loads and checks the project's entity files (default: the registry alone; the app passes one that also checks the fixtures). */
  check?: (root: string) => RegistryResult;
}

/** Absolute folder paths, each ending with the separator, for prefix tests on watched files. */
export function entityDirs(root: string): string[] {
  return ENTITY_DIRS.map((dir) => join(resolve(root), dir) + sep);
}

/**
 * Calls `onChange` whenever a file under schemas/, resources/ or fixtures/ is added,
 * changed or removed while the dev server runs.
 */
export function watchEntityFiles(server: ViteDevServer, root: string, onChange: (file: string) => void): void {
  const dirs = entityDirs(root);
  server.watcher.add(dirs);
  const changed = (file: string) => {
    if (dirs.some((dir) => file.startsWith(dir))) onChange(file);
  };
  server.watcher.on('change', changed);
  server.watcher.on('add', changed);
  server.watcher.on('unlink', changed);
}

/**
 * Serves the checked registry to the browser as `virtual:registry`, so the app gets the
 * model without shipping ajv or the loader. A faulty entity file fails `vite build` with
 * every fault listed and nothing else; under `vite dev` the page lists the same faults
 * instead of going blank, and shows the app again as soon as the files are fixed (every
 * change under schemas/, resources/ or fixtures/ reloads the page with a fresh check).
 */
export function registryPlugin({ root, check = loadRegistryFromDir }: RegistryPluginOptions): Plugin {
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'admin-registry',
    // Checked before the bundler starts: its error wrapper would add a stack trace and repeat the list.
    config(_config, env) {
      if (env.command !== 'build') return;
      const result = check(root);
      if (!result.ok) throw new RegistryBuildError(formatIssues(result.issues));
    },
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const result = check(root);
      if (!result.ok && command === 'build') throw new RegistryBuildError(formatIssues(result.issues));
      return `export const registryResult = ${JSON.stringify(result)};`;
    },
    configureServer(server) {
      watchEntityFiles(server, root, () => {
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
