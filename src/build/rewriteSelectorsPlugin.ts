import type { Plugin } from 'vite';

/** A rule's selector in a package's style sheet, which the build writes another way. */
export interface SelectorRewrite {
  /** The style sheet as seen under node_modules: `<package>/<path in the package>`. */
  file: string;
  /** The selector as the style sheet writes it, from a line's start to its rule's `{`. */
  selector: string;
  /** The selector written instead. */
  by: string;
}

const normalized = (id: string): string => id.replace(/\\/g, '/').replace(/\?.*$/s, '');

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The style sheet with each rewrite's selector replaced where a line starts with it and a
 * rule's `{` follows. Throws when no line does: after an upgrade changed the selector, the
 * rewrite would silently stop applying.
 */
export function rewriteSelectors(css: string, file: string, rewrites: readonly SelectorRewrite[]): string {
  let result = css;
  for (const rewrite of rewrites) {
    const rule = new RegExp(`(^|\\n)${escaped(rewrite.selector)}(\\s*\\{)`, 'g');
    if (!rule.test(result)) throw new Error(`${file} has no rule whose selector is "${rewrite.selector}" any longer: see the rewrite that names it.`);
    result = result.replace(rule, (_whole, before: string, brace: string) => `${before}${rewrite.by}${brace}`);
  }
  return result;
}

/**
 * Rewrites selectors of packages' style sheets as they are imported (dev server and build).
 * A build in which a listed style sheet was never imported fails, as a missing selector does.
 */
export function rewriteSelectorsPlugin({ rewrites }: { rewrites: readonly SelectorRewrite[] }): Plugin {
  const sheets = [...new Set(rewrites.map((rewrite) => rewrite.file))];
  const applied = new Set<string>();
  return {
    name: 'rewrite-selectors',
    enforce: 'pre',
    buildStart() {
      applied.clear();
    },
    transform(code, id) {
      const path = normalized(id);
      const files = sheets.filter((file) => path.endsWith(`/node_modules/${file}`));
      if (files.length === 0) return null;
      let css = code;
      for (const file of files) {
        applied.add(file);
        try {
          css = rewriteSelectors(
            css,
            file,
            rewrites.filter((rewrite) => rewrite.file === file),
          );
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error));
        }
      }
      return { code: css, map: null };
    },
    buildEnd(error) {
      if (error || this.meta.watchMode) return;
      const missing = sheets.filter((file) => !applied.has(file));
      if (missing.length > 0) this.error(`style sheets to rewrite that the build never imported: ${missing.join(', ')}`);
    },
  };
}
