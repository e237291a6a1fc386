import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A fresh checkout of this project in a temporary folder: exactly the files git tracks
 * (no dist/, no .data/), sharing this checkout's node_modules. `extra` files (path →
 * text) are written over it.
 */
export function projectCopy(extra: Readonly<Record<string, string>> = {}): { root: string; remove(): void } {
  const source = process.cwd();
  const root = mkdtempSync(join(tmpdir(), 'project-copy-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: source, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (file.startsWith('node_modules/')) continue;
    mkdirSync(dirname(join(root, file)), { recursive: true });
    try {
      cpSync(join(source, file), join(root, file));
    } catch {
      // A file git still lists but the work tree has deleted.
    }
  }
  symlinkSync(join(source, 'node_modules'), join(root, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(extra)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A TCP port free right now on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningScript {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

function withoutTestRunnerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));
}

/**
 * Runs an npm script of the project at `root` (`dev`, `serve` ...) on a free port with
 * PORT set, and waits until it prints its local URL.
 */
export async function runScript(root: string, script: string, args: readonly string[] = [], timeoutMs = 90_000): Promise<RunningScript> {
  const port = await freePort();
  const child: ChildProcess = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    // As on a fresh machine: no NODE_ENV=test from the test runner (a build would ship React's development code).
    env: { ...withoutTestRunnerEnv(process.env), PORT: String(port), HOST: '127.0.0.1', BROWSER: 'none', FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const started = Date.now();
  while (!output.includes(`:${port}`)) {
    if (child.exitCode !== null) throw new Error(`npm run ${script} stopped:\n${output}`);
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`npm run ${script} printed no URL on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `http://127.0.0.1:${port}/`, output: () => output, stop };
}
