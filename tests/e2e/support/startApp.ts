import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemo } from '../../../src/server/startDemo';
import { checkRegistry } from '../../../src/build/checkProject';

export interface RunningApp {
  /** Address of the app, ending in `/`. */
  url: string;
  /** Stops the server and deletes its working copy of the data. */
  cleanup(): Promise<void>;
}

/** The built app and the demo API on a free port, writing to a throw-away copy of the fixtures. */
export async function startApp(): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'certificare-e2e-'));
  try {
    const demo = await startDemo({ check: checkRegistry, root: process.cwd(), port: 0, dataDir, logger: false });
    return {
      url: demo.url,
      cleanup: async () => {
        try {
          await demo.close();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
