import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { buildThrowAwayServerBundle, type ServerBundle } from '../build/serverBundle';
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

let bundle: Promise<ServerBundle> | undefined;

/**
 * Starts the demo API over `fixturesDir` and `dataDir` in a process of its own, from the
 * project root, as `npm start` runs it: from the server's bundle (src/build/serverBundle.ts),
 * made once per test or bench process in a folder of its own.
 */
export async function startDemoApiProcess(fixturesDir: string, dataDir: string): Promise<DemoApiProcess> {
  bundle ??= buildThrowAwayServerBundle(ROOT);
  const entry = (await bundle).entry('demoApiProcess');
  const child = spawn(process.execPath, [entry, fixturesDir, dataDir], {
    cwd: ROOT,
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
