import '../productApplication';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { formatIssues } from '../framework/registry/formatIssues';
import type { RegistryResult } from '../framework/registry/types';
import { createDemoApi, type DemoApiOptions } from './createDemoApi';
import { createDemoServer } from './http/createDemoServer';
import { serveBuiltApp } from './serveBuiltApp';

export interface StartDemoOptions {
  /** Project root: `schemas/`, `resources/`, `fixtures/`, `dist/`. */
  root: string;
  /**
   * The project's registry with its checks (`npm run check`'s but the fixtures': src/build/checkProject.ts, checkRegistry);
   * `dataDir` is where it may keep what it checked (src/server/registryCache.ts).
   */
  check: (root: string, dataDir: string) => RegistryResult;
  /** 0 picks a free port. */
  port: number;
  /** Interface to bind (default `localhost`). */
  host?: string;
  /** Working copy of the data (default `<root>/.data`). */
  dataDir?: string;
  /** Where a fresh data folder is seeded from (default `<root>/fixtures`; the bench passes generated data). */
  fixturesDir?: string;
  /** Print one line per API request. */
  logger?: boolean;
  /** Token settings and users for a model without a `user` resource (createDemoApi's `auth`). */
  auth?: DemoApiOptions['auth'];
  /** Where mail goes (createDemoApi's `session`; the app's address is this server's). */
  outbox?: NonNullable<DemoApiOptions['session']>['outbox'];
  /** The hand-written features served beside the resources (createDemoApi's `features`; default the product's). */
  features?: DemoApiOptions['features'];
  /** The built app (default `<root>/dist`). */
  distDir?: string;
}

export interface RunningDemo {
  /** Address of the app, ending in `/`; the API is at `${url}api`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The entity files do not load; the message lists every problem. */
export class RegistryLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryLoadError';
  }
}

function browserHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '127.0.0.1' || host === '::1') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts the built admin and the demo API on one server: the registry of `root`, the API
 * under `/api`, `dist/` for everything else. Rejects with RegistryLoadError (entity
 * files), AppNotBuiltError (no `dist/index.html`), CollectionFileError (bad fixture) or
 * the listen error.
 *
 * @example
 * const demo = await startDemo({ root: process.cwd(), check: checkRegistry, port: 0, dataDir: tmp });
 * await fetch(`${demo.url}api/things/page?limit=5`);
 * await demo.close();
 */
export async function startDemo({
  root,
  check,
  port,
  host = 'localhost',
  dataDir = join(root, '.data'),
  fixturesDir = join(root, 'fixtures'),
  logger = false,
  auth,
  outbox,
  features,
  distDir = join(root, 'dist'),
}: StartDemoOptions): Promise<RunningDemo> {
  // The registry checks of `npm run check`, the build and the dev page, so each reports the same lines.
  const registry = check(root, dataDir);
  if (!registry.ok) throw new RegistryLoadError(formatIssues(registry.issues));
  let appUrl = `http://${browserHost(host)}:${port}/`;
  const { app, listener, store } = createDemoApi({
    model: registry.model,
    dataDir,
    fixturesDir,
    logger,
    ...(auth ? { auth } : {}),
    ...(features ? { features } : {}),
    session: { appUrl: () => appUrl, ...(outbox ? { outbox } : {}) },
  });
  serveBuiltApp(app, distDir);

  const server = createDemoServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  appUrl = `http://${browserHost(host)}:${actualPort}/`;
  return {
    url: appUrl,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          // Every change is already synced; the next start folds the journals in.
          store.close();
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
