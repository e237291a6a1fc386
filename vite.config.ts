import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { demoApiPlugin } from './src/framework/build/demoApiPlugin';
import { firstPageBudgetPlugin } from './src/framework/build/firstPageBudgetPlugin';
import { formValidatorsPlugin } from './src/framework/build/formValidatorsPlugin';
import { licensesPlugin } from './src/framework/build/licensesPlugin';
import { registryPlugin } from './src/framework/build/registryPlugin';
import { checkProject } from './src/server/checkProject';

const root = import.meta.dirname;

/** Packages that only the pages needing them may load (with import()). */
/**
 * The first page's gzipped JavaScript besides the registry (KB): the build fails above it.
 * Each lazy page that shares modules with the first page makes Rolldown split them into files
 * of their own (a few hundred bytes of overhead each, no new code): the margin holds them.
 */
const BUDGET_KB = 338;

const ON_DEMAND_ONLY = ['oidc-client-ts', 'bpmn-js', 'diagram-js', 'swagger-ui-react', 'swagger-ui', '@rjsf/core', '@rjsf/mui', '@rjsf/utils', '@rjsf/validator-ajv8', 'ajv', 'xlsx', 'exceljs', '@mui/x-charts', '@mui/x-tree-view', 'bpmn-moddle'];

export default defineConfig({
  base: './',
  plugins: [
    react(),
    // The build refuses faulty entity files and fixtures; the dev page lists them.
    registryPlugin({ root, check: checkProject }),
    // Form validators compiled here: the page's Content-Security-Policy needs no 'unsafe-eval'.
    formValidatorsPlugin({ root }),
    demoApiPlugin({ root, check: checkProject }),
    // licenses.json: the third-party packages of the build, for the licences page.
    licensesPlugin(),
    firstPageBudgetPlugin({
      forbidden: ON_DEMAND_ONLY,
      reportFile: join(root, 'dist', 'first-page-report.json'),
      // The default language's messages load before the first render.
      loadedFirst: (id) => id.endsWith('/src/locales/pt.json'),
      // The registry (every entity's schema, definition and labels) is sized apart: adding an
      // entity by files must never fail the build.
      isData: (id) => id.includes('virtual:registry'),
      // The README's budget ("Size"): the build fails when the rest grows above it.
      maxGzipKb: BUDGET_KB,
    }),
  ],
  server: { port: Number(process.env.PORT) || 5173 },
  build: { chunkSizeWarningLimit: 2000, reportCompressedSize: false, manifest: true },
});
