import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { formValidatorsPlugin } from './src/build/formValidatorsPlugin';
import { registryPlugin } from './src/build/registryPlugin';
import { checkApplication, declareApplicationAt } from './src/server/applicationRoot';

/**
 * The build of an application made from the engine alone, `apps/<name>`, named by the mode:
 * `vite build --config vite.application.config.ts --mode library` writes `apps/library/dist`.
 */
export default defineConfig(({ mode }) => {
  const root = join(import.meta.dirname, 'apps', mode);
  declareApplicationAt(root);
  return {
    root,
    base: './',
    plugins: [react(), registryPlugin({ root, check: checkApplication }), formValidatorsPlugin({ root, check: checkApplication })],
    build: { outDir: join(root, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 4000, reportCompressedSize: false },
  };
});
