import type { Plugin } from 'vite';
import { bundledLicenses } from './bundledLicenses';

/** Where the build writes the licence list, beside index.html; the licences page fetches it. */
export const LICENSES_FILE = 'licenses.json';

/**
 * Writes `licenses.json` into the build: every third-party package whose code is in any
 * chunk of the app (first page or on demand), with its version, licence and notice text,
 * read from the installed packages, so the list is complete by construction.
 */
export function licensesPlugin(): Plugin {
  return {
    name: 'bundled-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      const moduleIds = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? item.moduleIds : []));
      this.emitFile({ type: 'asset', fileName: LICENSES_FILE, source: `${JSON.stringify(bundledLicenses(moduleIds), null, 1)}\n` });
    },
  };
}
