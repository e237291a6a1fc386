/**
 * Where an application keeps its files (its `paths` section), read by the Node loader of its
 * files and named in the check's hints. No DOM, no Node.
 */
import { declaredSection } from '../application/applicationDeclaration';

/** Where an application keeps its files, relative to its root (`paths` section). */
export interface PathsDeclaration {
  /** The locale files: `<locales>/<language>.json` and `<locales>/<feature>/<language>.json`. */
  locales: string;
}

declare module '../application/applicationDeclaration' {
  interface ApplicationSections {
    paths: PathsDeclaration;
  }
}

const NEUTRAL_PATHS: PathsDeclaration = { locales: 'locales' };

/** The running application's folders, the neutral default filling what it left out. */
export function declaredPaths(): PathsDeclaration {
  return { ...NEUTRAL_PATHS, ...declaredSection('paths') };
}

/** The hint's words for where a text goes: `<locales>/<language>.json`, or a feature's `<locales>/<feature>/<language>.json`. */
export function localeFilesHint(): string {
  const { locales } = declaredPaths();
  return `${locales}/<language>.json, or a feature's ${locales}/<feature>/<language>.json`;
}
