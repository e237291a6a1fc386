import { join } from 'node:path';
import type { ApplicationRoot } from './applicationRoot';
import { cachedRegistry } from './registryCache';
import { loadRegistry } from '../framework/registry/loadRegistry';
import { readRegistrySources } from '../framework/registry/readRegistrySources';
import { sessionFeature } from './session/sessionFeature';
import { startDemo, type RunningDemo } from './startDemo';

export interface ApplicationDemoOptions {
  application: ApplicationRoot;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Working copy of the data (default `<root>/.data`). */
  dataDir?: string;
}

/**
 * The built application at `application.root` (`dist/`) and its demo API on one server: the
 * generic routes of every resource (CRUD, references, rules, actions) and the session's
 * routes (sign-in with the application's demo users), none of the product's features.
 */
export function startApplicationDemo({ application, port, host, dataDir }: ApplicationDemoOptions): Promise<RunningDemo> {
  const { root, users } = application;
  return startDemo({
    root,
    check: (at, dir) => cachedRegistry({ dir, sources: readRegistrySources(at), load: loadRegistry }),
    port,
    ...(host ? { host } : {}),
    ...(dataDir ? { dataDir } : {}),
    distDir: join(root, 'dist'),
    features: [sessionFeature],
    auth: { users },
  });
}
