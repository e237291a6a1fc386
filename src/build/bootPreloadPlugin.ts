import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { BOOT_TABLE_META, type BootTable } from '../framework/boot/bootTable';
import { declaredLanguages } from '../framework/i18n/resolveLocale';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import type { ViewKind } from '../framework/views/viewLoaders';
import { RESOURCE_PREFIX } from './formValidatorsPlugin';
import { DETAILS_PREFIX, type RegistryPluginOptions } from './registryPlugin';

const BOOT_MODULE = join(import.meta.dirname, '..', 'framework', 'boot', 'bootPreload.ts');
/** The modules VIEW_LOADERS (src/framework/views/viewLoaders.ts) imports, one chunk each. */
export const VIEW_MODULES: Readonly<Record<ViewKind, string>> = {
  list: join(import.meta.dirname, '..', 'framework', 'views', 'GeneratedList.tsx'),
  show: join(import.meta.dirname, '..', 'framework', 'views', 'GeneratedShow.tsx'),
  create: join(import.meta.dirname, '..', 'framework', 'views', 'GeneratedCreate.tsx'),
  edit: join(import.meta.dirname, '..', 'framework', 'views', 'GeneratedEdit.tsx'),
};

export interface BootPreloadOptions extends RegistryPluginOptions {
  /** The language whose messages a chunk holds (by the chunk's name), or null. */
  languageOfChunk(chunkName: string): string | null;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every chunk `file` loads statically, itself included. */
function staticClosure(chunks: ReadonlyMap<string, OutputChunk>, files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    chunks.get(file)?.imports.forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

/** The boot table of a bundle: each view's, language's, resource's details' and form's files, less those the page preloads already. */
export function bootTable(
  bundle: OutputBundle,
  resources: BootTable['resources'],
  languageOfChunk: (name: string) => string | null,
  href: (file: string) => string,
): BootTable {
  const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
  const all = [...chunks.values()];
  const onPage = staticClosure(
    chunks,
    all.filter((chunk) => chunk.isEntry && chunk.facadeModuleId !== BOOT_MODULE).map((chunk) => chunk.fileName),
  );
  const needs = (chunk: OutputChunk) => [...staticClosure(chunks, [chunk.fileName])].filter((file) => !onPage.has(file)).map(href);
  const table: BootTable = { resources, views: {}, messages: {}, details: {}, validators: {} };
  for (const chunk of all) {
    // A view imported statically elsewhere too sits in a shared chunk, not one of its own.
    const view = (Object.keys(VIEW_MODULES) as ViewKind[]).find((kind) => chunk.moduleIds.includes(VIEW_MODULES[kind]));
    if (view) table.views[view] = needs(chunk);
    const language = languageOfChunk(chunk.name);
    if (language) table.messages[language] = needs(chunk);
    if (chunk.facadeModuleId?.startsWith(`\0${RESOURCE_PREFIX}`)) table.validators[chunk.facadeModuleId.slice(RESOURCE_PREFIX.length + 1)] = needs(chunk);
    if (chunk.facadeModuleId?.startsWith(`\0${DETAILS_PREFIX}`)) table.details[chunk.facadeModuleId.slice(DETAILS_PREFIX.length + 1)] = needs(chunk);
  }
  return table;
}

/**
 * Adds the boot script to the built page (src/framework/boot/bootPreload.ts) with its
 * table: on a cold load it starts fetching the address's view, language, resource details and validators
 * while the app's own code is still arriving.
 */
export function bootPreloadPlugin({ root, check = loadRegistryFromDir, languageOfChunk }: BootPreloadOptions): Plugin {
  let base = '.';
  return {
    name: 'boot-preload',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      base = config.base === '' ? '.' : config.base;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: BOOT_MODULE, name: 'boot' });
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      const boot = Object.values(bundle).find((item) => item.type === 'chunk' && item.facadeModuleId === BOOT_MODULE);
      if (page?.type !== 'asset' || !boot) return;
      const registry = check(root);
      const resources = registry.ok ? registry.model.resources.map(({ name, route, operations }) => ({ name, route, operations: [...operations] })) : [];
      // The boot script runs before the application declares its languages: the table carries them.
      const table = { ...bootTable(bundle, resources, languageOfChunk, (file) => `${base}${file}`), languages: declaredLanguages() };
      const tags = `<meta name="${BOOT_TABLE_META}" content="${escapeAttribute(JSON.stringify(table))}">\n    <script type="module" async crossorigin src="${base}${boot.fileName}"></script>\n    `;
      const html = String(page.source);
      const at = html.indexOf('<script type="module"');
      page.source = at < 0 ? html : html.slice(0, at) + tags + html.slice(at);
    },
  };
}
