import type { Plugin } from 'vite';

/** A file inside a package, built from another module that keeps its exports' contract. */
export interface ModuleReplacement {
  /** The file as seen under node_modules: `<package>/<path in the package>`. */
  file: string;
  /** The absolute path of the module built instead. */
  by: string;
}

/**
 * How a replacement imports the very module it replaces, to load it later rather than with
 * the page: `import('original:markdown-to-jsx/react')` resolves as `markdown-to-jsx/react`
 * would without this plugin.
 */
export const ORIGINAL_PREFIX = 'original:';

const normalized = (id: string): string => id.replace(/\\/g, '/').replace(/\?.*$/s, '');

/** The replacement for a resolved module id, if it is one of the replaced files. */
export function replacementOf(resolvedId: string, replacements: readonly ModuleReplacement[]): ModuleReplacement | undefined {
  const id = normalized(resolvedId);
  return replacements.find(({ file }) => id.endsWith(`/node_modules/${file}`));
}

/** The package a replaced file belongs to (`ra-core`, `@scope/name`). */
function packageOf(file: string): string {
  const parts = file.split('/');
  return parts.slice(0, file.startsWith('@') ? 2 : 1).join('/');
}

/**
 * Replaces files inside packages however they are imported (the package's own relative
 * imports included, which an alias cannot reach). A build in which a listed file was never
 * imported fails: after an upgrade moved it, the replacement would silently stop applying.
 */
export function replaceModulesPlugin({ replacements }: { replacements: readonly ModuleReplacement[] }): Plugin {
  const applied = new Set<string>();
  // Only imports made from inside a package that holds a replaced file can reach it
  // (relative ones) or from anywhere by the package's name.
  const packages = [...new Set(replacements.map(({ file }) => packageOf(file)))];
  const mayReach = (source: string, importer: string): boolean =>
    packages.some((name) => source === name || source.startsWith(`${name}/`) || normalized(importer).includes(`/node_modules/${name}/`));
  return {
    name: 'replace-modules',
    // The dev server bundles packages ahead (its dependency optimizer), where a package's own
    // imports never reach a plugin: the replacements are for the built app's size only.
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      applied.clear();
    },
    async resolveId(source, importer, options) {
      if (source.startsWith(ORIGINAL_PREFIX)) return this.resolve(source.slice(ORIGINAL_PREFIX.length), importer, { ...options, skipSelf: true });
      if (!importer || source.startsWith('\0') || !mayReach(source, importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const replacement = resolved && !resolved.external ? replacementOf(resolved.id, replacements) : undefined;
      if (!replacement) return null;
      applied.add(replacement.file);
      return replacement.by;
    },
    generateBundle() {
      const missed = replacements.filter(({ file }) => !applied.has(file)).map(({ file }) => file);
      if (missed.length) this.error(`replace-modules: never imported, so not replaced (moved by an upgrade?): ${missed.join(', ')}`);
    },
  };
}
