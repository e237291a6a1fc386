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

/** A demo started by `start` on a throw-away data folder, which `cleanup` deletes after the demo stops (also when it fails to start). */
export async function startOnThrowAwayData(start: (dataDir: string) => Promise<{ url: string; close(): Promise<void> }>): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'certificare-e2e-'));
  try {
    const demo = await start(dataDir);
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

/** The built app and the demo API on a free port, writing to a throw-away copy of the fixtures. */
export function startApp(): Promise<RunningApp> {
  return startOnThrowAwayData((dataDir) => startDemo({ check: checkRegistry, root: process.cwd(), port: 0, dataDir, logger: false }));
}
