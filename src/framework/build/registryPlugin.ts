import { join, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatIssues } from '../registry/formatIssues';
import { loadRegistryFromDir } from '../registry/loadRegistryFromDir';
import type { RegistryResult, ResourceTranslations } from '../registry/types';
import { RegistryBuildError } from './RegistryBuildError';

const VIRTUAL_ID = 'virtual:registry';
const RESOLVED_ID = '\0' + VIRTUAL_ID;
/** `virtual:registry-translations/<locale>`: every resource's labels in one language. */
const TRANSLATIONS_PREFIX = 'virtual:registry-translations/';

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

/** The result without the resources' translations: they come with each language's messages. */
function withoutTranslations(result: RegistryResult): RegistryResult {
  if (!result.ok) return result;
  return { ...result, model: { ...result.model, resources: result.model.resources.map((resource) => ({ ...resource, translations: {} })) } };
}

/** Each resource's translations in `locale`, by resource name (none for a faulty registry). */
function translationsIn(result: RegistryResult, locale: string): Record<string, ResourceTranslations> {
  if (!result.ok) return {};
  return Object.fromEntries(result.model.resources.flatMap((resource) => (resource.translations[locale] ? [[resource.name, resource.translations[locale]]] : [])));
}

/** `translationLoaders`: for each language the resources are translated into, the import of its module. */
function translationLoadersCode(result: RegistryResult): string {
  const locales = result.ok ? [...new Set(result.model.resources.flatMap((resource) => Object.keys(resource.translations)))].sort() : [];
  const entries = locales.map((locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(TRANSLATIONS_PREFIX + locale)})`);
  return `export const translationLoaders = {${entries.join(', ')}};`;
}

/**
 * Serves the checked registry to the browser as `virtual:registry`, so the app gets the
 * model without shipping ajv or the loader. A faulty entity file fails `vite build` with
 * every fault listed and nothing else; under `vite dev` the page lists the same faults
 * instead of going blank, and shows the app again as soon as the files are fixed (every
 * change under schemas/, resources/ or fixtures/ reloads the page with a fresh check).
 * The resources' translations are served apart, one module a language
 * (`virtual:registry-translations/<locale>`), so a page carries only its language's labels.
 */
export function registryPlugin({ root, check = loadRegistryFromDir }: RegistryPluginOptions): Plugin {
  let command: 'build' | 'serve' = 'serve';
  // One check serves the registry and every language's module (about 300 ms each); under
  // `vite dev` a changed entity file drops it.
  let checked: RegistryResult | undefined;
  const checkedProject = () => (checked ??= check(root));
  return {
    name: 'admin-registry',
    // Checked before the bundler starts: its error wrapper would add a stack trace and repeat the list.
    config(_config, env) {
      if (env.command !== 'build') return;
      const result = checkedProject();
      if (!result.ok) throw new RegistryBuildError(formatIssues(result.issues));
    },
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === VIRTUAL_ID || id.startsWith(TRANSLATIONS_PREFIX) ? '\0' + id : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID && !id.startsWith('\0' + TRANSLATIONS_PREFIX)) return undefined;
      const result = checkedProject();
      if (!result.ok && command === 'build') throw new RegistryBuildError(formatIssues(result.issues));
      if (id === RESOLVED_ID) return `export const registryResult = ${JSON.stringify(withoutTranslations(result))};\n${translationLoadersCode(result)}`;
      return `export const translations = ${JSON.stringify(translationsIn(result, id.slice(1 + TRANSLATIONS_PREFIX.length)))};`;
    },
    configureServer(server) {
      watchEntityFiles(server, root, () => {
        checked = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id === RESOLVED_ID || module.id?.startsWith('\0' + TRANSLATIONS_PREFIX)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
