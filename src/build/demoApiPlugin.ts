import { rmSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { formatIssues } from '../framework/registry/formatIssues';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import type { RegistryIssue, RegistryResult } from '../framework/registry/types';
import { createDemoApi, type DemoApi } from '../server/createDemoApi';
import { journalFiles } from '../server/store/collectionFiles';
import { watchEntityFiles } from './watchEntityFiles';

export interface DemoApiPluginOptions {
  root: string;
  /** Loads and checks the entity files (default: the registry alone). */
  check?: (root: string) => RegistryResult;
}

type Current = { api: DemoApi } | { issues: readonly RegistryIssue[] };

/**
 * Under `vite dev`, serves the demo API on the same origin at /api, rebuilt whenever an
 * entity file changes. While the files are faulty every call answers 503 with the faults
 * (the page lists them too). A changed fixture replaces the demo's working copy of that
 * collection, so the new data shows at once.
 */
export function demoApiPlugin({ root, check = loadRegistryFromDir }: DemoApiPluginOptions): Plugin {
  const dataDir = join(root, '.data');
  let current: Current | undefined;
  const start = (): Current => {
    const result = check(root);
    if (!result.ok) return { issues: result.issues };
    try {
      return { api: createDemoApi({ model: result.model, dataDir, fixturesDir: join(root, 'fixtures'), logger: false }) };
    } catch (error) {
      return { issues: [{ file: 'fixtures', pointer: '', message: error instanceof Error ? error.message : String(error) }] };
    }
  };
  return {
    name: 'demo-api',
    apply: 'serve',
    configureServer(server) {
      const report = (state: Current) => {
        if ('issues' in state) server.config.logger.error(formatIssues(state.issues));
      };
      current = start();
      report(current);
      const fixturesDir = join(resolve(root), 'fixtures') + sep;
      watchEntityFiles(server, root, (files) => {
        if (current && 'api' in current) current.api.store.close();
        for (const file of files.filter((changed) => changed.startsWith(fixturesDir))) {
          const dataFile = join(dataDir, basename(file));
          for (const stale of [dataFile, ...Object.values(journalFiles(dataFile))]) rmSync(stale, { force: true });
        }
        current = start();
        report(current);
      });
      server.middlewares.use('/api', (request, response, next) => {
        const state = current ?? (current = start());
        if ('api' in state) {
          state.api.handler(request, response, next);
          return;
        }
        response.statusCode = 503;
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ error: 'ENTITY_FILES_HAVE_FAULTS', message: formatIssues(state.issues), issues: state.issues }));
      });
    },
  };
}
