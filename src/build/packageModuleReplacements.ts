import { join } from 'node:path';
import type { ModuleReplacement } from './replaceModulesPlugin';

/** Files inside packages that the build takes from this project instead (see each replacement). */
export function packageModuleReplacements(root: string): ModuleReplacement[] {
  return [
    // ra-core's react-router adapter without the data router, which the app never uses (−16 KB gzipped on the first page).
    { file: 'ra-core/dist/routing/adapters/reactRouterProvider.js', by: join(root, 'src/build/browserShims/reactRouterProvider.tsx') },
    // markdown-to-jsx (which rjsf imports in every form for descriptions written in markdown) loaded when a form draws markdown (−30 KB gzipped a form).
    { file: 'markdown-to-jsx/dist/react.js', by: join(root, 'src/build/browserShims/lazyMarkdown.tsx') },
  ];
}
