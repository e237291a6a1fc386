import { join } from 'node:path';
import type { Plugin } from 'vite';
import { formatIssues } from '../registry/formatIssues';
import { loadRegistryFromDir } from '../registry/loadRegistryFromDir';
import { createDemoApi } from '../../server/createDemoApi';

/** Under `vite dev`, serves the demo API on the same origin at /api. */
export function demoApiPlugin({ root }: { root: string }): Plugin {
  return {
    name: 'demo-api',
    apply: 'serve',
    configureServer(server) {
      const result = loadRegistryFromDir(root);
      if (!result.ok) {
        server.config.logger.error(formatIssues(result.issues));
        return;
      }
      const { handler } = createDemoApi({ model: result.model, dataDir: join(root, '.data'), fixturesDir: join(root, 'fixtures'), logger: false });
      server.middlewares.use('/api', handler);
    },
  };
}
