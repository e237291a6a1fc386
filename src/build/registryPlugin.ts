import type { Plugin } from 'vite';
import { formatIssues } from '../framework/registry/formatIssues';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import { splitResource } from '../framework/registry/resourceDetails';
import type { RegistryResult, ResourceTranslations } from '../framework/registry/types';
import { RegistryBuildError } from './RegistryBuildError';
import { REGISTRY_GENERATION_ANSWER, REGISTRY_GENERATION_QUESTION, staleRegistryReloadCode } from './staleRegistryReload';
import { watchEntityFiles } from './watchEntityFiles';

const VIRTUAL_ID = 'virtual:registry';
const RESOLVED_ID = '\0' + VIRTUAL_ID;
/** `virtual:registry-translations/<locale>`: every resource's labels in one language. */
const TRANSLATIONS_PREFIX = 'virtual:registry-translations/';
/** `virtual:registry-details/<resource>`: one resource's details (see registry/resourceDetails.ts). */
export const DETAILS_PREFIX = 'virtual:registry-details/';
const SERVED_PREFIXES = [TRANSLATIONS_PREFIX, DETAILS_PREFIX];

export interface RegistryPluginOptions {
  /** Project root holding schemas/, resources/ and fixtures/. */
  root: string;
  /** Loads and checks the project's entity files (default: the registry alone; the app passes one that also checks the fixtures). */
  check?: (root: string) => RegistryResult;
}

/**
 * The registry the first page carries: each resource's summary, without its translations
 * (they come with each language's messages) or its details (they come with its screens).
 */
function firstPageRegistry(result: RegistryResult) {
  if (!result.ok) return result;
  return {
    ...result,
    model: { ...result.model, resources: result.model.resources.map((resource) => ({ ...splitResource(resource).summary, translations: {} })) },
  };
}

/** `detailLoaders`: for each resource, the import of its details module. */
function detailLoadersCode(result: RegistryResult): string {
  const names = result.ok ? result.model.resources.map((resource) => resource.name) : [];
  const entries = names.map((name) => `${JSON.stringify(name)}: () => import(${JSON.stringify(DETAILS_PREFIX + name)})`);
  return `export const detailLoaders = {${entries.join(', ')}};`;
}

/** One resource's details (none for a faulty registry or an unknown name). */
function detailsOf(result: RegistryResult, name: string) {
  const resource = result.ok ? result.model.resources.find((candidate) => candidate.name === name) : undefined;
  return resource ? splitResource(resource).details : null;
}

/** Each resource's translations in `locale`, by resource name (none for a faulty registry). */
function translationsIn(result: RegistryResult, locale: string): Record<string, ResourceTranslations> {
  if (!result.ok) return {};
  return Object.fromEntries(
    result.model.resources.flatMap((resource) => (resource.translations[locale] ? [[resource.name, resource.translations[locale]]] : [])),
  );
}

/**
 * `value` as code that parses it from a JSON string: V8 reads a large JSON text faster than
 * the same object written as a literal, and the page evaluates the registry once, at start.
 */
export function parsedJson(value: unknown): string {
  return `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
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
 * (`virtual:registry-translations/<locale>`), so a page carries only its language's labels;
 * and each resource's details, one module a resource (`virtual:registry-details/<name>`),
 * so the first page carries only what its shell reads.
 */
export function registryPlugin({ root, check = loadRegistryFromDir }: RegistryPluginOptions): Plugin {
  let command: 'build' | 'serve' = 'serve';
  // One check serves the registry and every language's module (about 300 ms each); under
  // `vite dev` a changed entity file drops it.
  let checked: RegistryResult | undefined;
  const checkedProject = () => (checked ??= check(root));
  // Under `vite dev`, how many times the entity files have changed: the registry module a page holds says which it was made from.
  let generation = 0;
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
      return id === VIRTUAL_ID || SERVED_PREFIXES.some((prefix) => id.startsWith(prefix)) ? '\0' + id : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID && !SERVED_PREFIXES.some((prefix) => id.startsWith('\0' + prefix))) return undefined;
      const result = checkedProject();
      if (!result.ok && command === 'build') throw new RegistryBuildError(formatIssues(result.issues));
      if (id === RESOLVED_ID) {
        const code = `export const registryResult = ${parsedJson(firstPageRegistry(result))};\n${translationLoadersCode(result)}\n${detailLoadersCode(result)}`;
        return command === 'serve' ? `${code}\n${staleRegistryReloadCode(generation)}` : code;
      }
      if (id.startsWith('\0' + DETAILS_PREFIX)) return `export const details = ${parsedJson(detailsOf(result, id.slice(1 + DETAILS_PREFIX.length)))};`;
      return `export const translations = ${parsedJson(translationsIn(result, id.slice(1 + TRANSLATIONS_PREFIX.length)))};`;
    },
    configureServer(server) {
      server.ws.on(REGISTRY_GENERATION_QUESTION, (_data, client) => client.send(REGISTRY_GENERATION_ANSWER, generation));
      watchEntityFiles(server, root, () => {
        checked = undefined;
        generation += 1;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id === RESOLVED_ID || SERVED_PREFIXES.some((prefix) => module.id?.startsWith('\0' + prefix))) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
