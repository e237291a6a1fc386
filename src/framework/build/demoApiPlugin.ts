import { join } from 'node:path';
import type { Plugin } from 'vite';
import { formatIssues } from '../registry/formatIssues';
import { loadRegistryFromDir } from '../registry/loadRegistryFromDir';

/** Under `vite dev`, serves the demo API on the same origin at /api. */
export function demoApiPlugin({ root }: { root: string }): Plugin {
  return {
    name: 'demo-api',
    apply: 'serve',
    async configureServer(server) {
      const result = loadRegistryFromDir(root);
      if (!result.ok) {
        server.config.logger.error(formatIssues(result.issues));
        return;
      }
      const { createDemoApi } = await import('../../server/createDemoApi');
      const { app } = createDemoApi({ model: result.model, dataDir: join(root, '.data'), fixturesDir: join(root, 'fixtures'), logger: false });
      server.middlewares.use((req, res, next) => (req.url?.startsWith('/api') ? app(req, res, next) : next()));
    },
  };
}
