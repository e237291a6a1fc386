import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

/** What a process of the demo API runs, each a file of the bundle: `<outdir>/<name>.cjs`. */
export const SERVER_ENTRIES = {
  /** `npm start`, `npm run serve`: the built app and the demo API on one port. */
  start: 'scripts/start.ts',
  /** `npm run start:library`: an application of `apps/` and its demo API. */
  startApplication: 'scripts/startApplication.ts',
  /** The demo API alone on a free port (the crash test, the bench). */
  demoApiProcess: 'src/server/demoApiProcess.ts',
} as const;

export type ServerEntry = keyof typeof SERVER_ENTRIES;

/** Where `npm run build:server` writes the bundle (git-ignored, never served: `dist/` is the app's). */
export const SERVER_BUNDLE_DIR = '.server';

export interface ServerBundle {
  outdir: string;
  /** The file a process runs for `entry`. */
  entry(name: ServerEntry): string;
}

/**
 * The demo API's processes, one file each, made by esbuild from the sources: a start then
 * loads them at once instead of tsx transforming hundreds of modules at each start,
 * about half of a start's CPU. The packages stay outside, found in the project's
 * node_modules from `outdir`, so `outdir` sits in the project or beside a link to its
 * node_modules.
 */
export async function buildServerBundle({ root, outdir = join(root, SERVER_BUNDLE_DIR) }: { root: string; outdir?: string }): Promise<ServerBundle> {
  await build({
    absWorkingDir: root,
    entryPoints: Object.entries(SERVER_ENTRIES).map(([out, source]) => ({ in: source, out })),
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    // CommonJS, as tsx resolves: the sources import package files without their extension (`ajv/dist/2020`), which an ES module may not.
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  return { outdir, entry: (name) => join(outdir, `${name}.cjs`) };
}

/**
 * The bundle in a throw-away folder beside a link to the project's node_modules, removed when
 * this process ends: tests and benches, which must not race a running `npm start` for `.server/`.
 */
export function buildThrowAwayServerBundle(root: string): Promise<ServerBundle> {
  const outdir = mkdtempSync(join(tmpdir(), 'demo-server-'));
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  symlinkSync(join(root, 'node_modules'), join(outdir, 'node_modules'), 'dir');
  return buildServerBundle({ root, outdir });
}
