import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { authHeaders, signIn } from './auth/signIn.testkit';

/** A demo API running in a child process (src/server/demoApiProcess.ts). */
export interface DemoApiProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>/api/` */
  url: string;
  /** The headers of a call signed in as `admin` (bearer token, Lang ...). */
  headers: Record<string, string>;
  /** Ends the process the clean way (journals folded) and waits for it. */
  stop(): Promise<void>;
  /** SIGKILL: what a crash does; waits for the process to be gone. */
  kill(): Promise<void>;
}

const ROOT = join(import.meta.dirname, '..', '..');

let bundle: Promise<string> | undefined;

/**
 * src/server/demoApiProcess.ts and the project's modules in one file, made once per test
 * process: a start then loads one file instead of transforming hundreds (tsx), about half
 * the CPU of a start, and a crash test starts the API fourteen times. The packages stay
 * outside, found in the project's node_modules (NODE_PATH).
 */
function bundledProcess(): Promise<string> {
  if (!bundle) {
    const outfile = join(mkdtempSync(join(tmpdir(), 'demo-api-process-')), 'demoApiProcess.cjs');
    bundle = build({
      entryPoints: [join(import.meta.dirname, 'demoApiProcess.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      packages: 'external',
      logLevel: 'error',
    }).then(() => outfile);
  }
  return bundle;
}

/**
 * Starts the demo API over `fixturesDir` and `dataDir` in a process of its own, from the
 * project root: from its sources through tsx as `npm start` runs it, or `bundled` (a test
 * that starts it many times and does not time the start).
 */
export async function startDemoApiProcess(fixturesDir: string, dataDir: string, { bundled = false } = {}): Promise<DemoApiProcess> {
  const entry = bundled ? [await bundledProcess()] : ['--import', 'tsx', join(import.meta.dirname, 'demoApiProcess.ts')];
  const child = spawn(process.execPath, [...entry, fixturesDir, dataDir], {
    cwd: ROOT,
    env: { ...process.env, NODE_PATH: join(ROOT, 'node_modules') },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const match = /PORT (\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error(`the demo API process ended before listening:\n${errors}`)));
  });
  const url = `http://127.0.0.1:${port}/api/`;
  let headers: Record<string, string>;
  try {
    headers = authHeaders((await signIn(url, 'admin')).access_token);
  } catch (error) {
    // The server's own account of the failure is on its stderr.
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nthe demo API process said:\n${errors}`, { cause: error });
  }
  return {
    child,
    port,
    url,
    headers,
    async stop() {
      child.stdin!.end();
      await exited;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
