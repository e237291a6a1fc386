import './src/productApplication';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootPreloadPlugin } from './src/build/bootPreloadPlugin';
import { compileHintsPlugin } from './src/build/compileHintsPlugin';
import { demoApiPlugin } from './src/build/demoApiPlugin';
import { firstPageBudgetPlugin } from './src/build/firstPageBudgetPlugin';
import { formValidatorsPlugin } from './src/build/formValidatorsPlugin';
import { licensesPlugin } from './src/build/licensesPlugin';
import { precompressPlugin } from './src/build/precompressPlugin';
import { registryPlugin } from './src/build/registryPlugin';
import { packageModuleReplacements } from './src/build/packageModuleReplacements';
import { replaceModulesPlugin } from './src/build/replaceModulesPlugin';
import { PACKAGE_STYLE_REWRITES } from './src/build/packageStyleRewrites';
import { rewriteSelectorsPlugin } from './src/build/rewriteSelectorsPlugin';
import { checkProject } from './src/build/checkProject';

const root = import.meta.dirname;

/**
 * The first page's gzipped JavaScript besides the registry (KB): the build fails above it.
 * It counts the chosen language's messages whole (the base file and every feature's).
 * Each lazy page that shares modules with the first page makes Rolldown split them into files
 * of their own (a few hundred bytes of overhead each, no new code): the margin holds them.
 */
const BUDGET_KB = 295;

/** Packages that only the pages needing them may load (with import()). */
const ON_DEMAND_ONLY = [
  'oidc-client-ts',
  'bpmn-js',
  'diagram-js',
  'swagger-ui-react',
  'swagger-ui',
  '@rjsf/core',
  '@rjsf/mui',
  '@rjsf/utils',
  '@rjsf/validator-ajv8',
  'ajv',
  'xlsx',
  'exceljs',
  '@mui/x-charts',
  '@mui/x-tree-view',
  'bpmn-moddle',
];

/** The generated views, each a chunk of its own (src/framework/views/viewLoaders.ts). */
const GENERATED_VIEWS = /[\\/]src[\\/]framework[\\/]views[\\/]Generated(List|Show|Create|Edit)\.tsx$/;

/** The boot script (src/framework/boot/bootPreload.ts) and what it imports. */
const BOOT_MODULES = /[\\/]src[\\/]framework[\\/](boot[\\/]|i18n[\\/]resolveLocale\.ts|views[\\/]routeView\.ts)/;

/**
 * The chunk holding a language's messages (the engine's `src/framework/locales/<lang>.json`, the product's
 * `src/locales/<lang>.json`, `src/locales/<feature>/<lang>.json` and the resources' labels,
 * `virtual:registry-translations/<lang>`), or null for any other module.
 */
function messagesChunkOf(id: string): string | null {
  const language = (/\/src\/(?:framework\/)?locales\/(?:[^/]+\/)?([a-z]{2})\.json$/.exec(id) ?? /virtual:registry-translations\/([a-z]{2})$/.exec(id))?.[1];
  return language ? `messages-${language}` : null;
}

/** Polyfills that the supported browsers never need, replaced by the built-in they stand for. */
const NATIVE_BUILT_INS: Record<string, string> = {
  'object.entries': join(root, 'src/build/browserShims/objectEntries.cjs'),
};

export default defineConfig({
  base: './',
  resolve: { alias: NATIVE_BUILT_INS },
  plugins: [
    // Modules of packages replaced by lighter ones that keep their contract (see each file).
    replaceModulesPlugin({ replacements: packageModuleReplacements(root) }),
    // Selectors of packages' style sheets written so that the browser restyles less (see each rewrite).
    rewriteSelectorsPlugin({ rewrites: PACKAGE_STYLE_REWRITES }),
    react(),
    // The build refuses faulty entity files and fixtures; the dev page lists them.
    registryPlugin({ root, check: checkProject }),
    // Form validators compiled here: the page's Content-Security-Policy needs no 'unsafe-eval'.
    formValidatorsPlugin({ root }),
    demoApiPlugin({ root, check: checkProject }),
    // licenses.json: the third-party packages of the build, for the licences page.
    licensesPlugin(),
    // A cold load fetches the address's view, language and validators while the app's code arrives.
    bootPreloadPlugin({ root, check: checkProject, languageOfChunk: (name) => /^messages-([a-z]{2})$/.exec(name)?.[1] ?? null }),
    // The generated views' code compiles as it arrives, not as the page first draws.
    compileHintsPlugin({ isView: (id) => GENERATED_VIEWS.test(id) }),
    // Assets gzipped once here, so the server never compresses them per request.
    precompressPlugin(),
    firstPageBudgetPlugin({
      forbidden: ON_DEMAND_ONLY,
      reportFile: join(root, 'dist', 'first-page-report.json'),
      // The default language's messages (one file, see below) load before the first render.
      loadedFirst: (id) => messagesChunkOf(id) === 'messages-pt',
      // The registry (every entity's schema, definition and labels) is sized apart: adding an
      // entity by files must never fail the build.
      isData: (id) => id.includes('virtual:registry'),
      // The README's budget ("Size"): the build fails when the rest grows above it.
      maxGzipKb: BUDGET_KB,
    }),
  ],
  server: { port: Number(process.env.PORT) || 5173 },
  build: {
    chunkSizeWarningLimit: 2000,
    reportCompressedSize: false,
    manifest: true,
    // A language's messages (the base file and each feature's) in one file: one request before the first render, not one a feature.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: messagesChunkOf, debugName: 'messages' },
            // What the first page loads, in one file rather than fifty: a browser fetches six files at a time from one
            // HTTP/1.1 server. The boot script's few modules stay apart, so it runs before this file has arrived.
            { name: 'boot-shared', test: BOOT_MODULES, priority: 1 },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
