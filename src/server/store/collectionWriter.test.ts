import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createCollectionWriter } from './collectionWriter';

function file(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'writer-')), 'things.json');
  writeFileSync(path, '[]\n');
  return path;
}
const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('createCollectionWriter', () => {
  it('writes through while the file is at most syncLimitBytes, behind once it is larger', () => {
    const path = file();
    const writer = createCollectionWriter(path, 3, { syncLimitBytes: 30 });
    expect(writer.writesThrough()).toBe(true);
    writer.writeNow([{ _id: 'a' }]);
    expect(read(path)).toEqual([{ _id: 'a' }]);
    expect(writer.writesThrough()).toBe(true);
    writer.writeNow([{ _id: 'a', text: 'long enough to pass the limit' }]);
    expect(writer.writesThrough()).toBe(false);
  });

  it('coalesces scheduled changes into one write of the newest snapshot', async () => {
    const path = file();
    const writer = createCollectionWriter(path, 1e9, { delayMs: 20 });
    const snapshot = vi.fn(() => [{ n: 3 }]);
    writer.schedule(() => [{ n: 1 }]);
    writer.schedule(() => [{ n: 2 }]);
    writer.schedule(snapshot);
    await vi.waitFor(() => expect(read(path)).toEqual([{ n: 3 }]));
    expect(snapshot).toHaveBeenCalledTimes(1);
  });

  it('a flush during a background write wins: the older background text is never renamed in', async () => {
    const path = file();
    const writer = createCollectionWriter(path, 1e9, { delayMs: 0 });
    const big = Array.from({ length: 20_000 }, (_, n) => ({ n, text: 'x'.repeat(50) }));
    let flushed = false;
    writer.schedule(() => {
      // Right after the background write took its snapshot, while its chunks are being written.
      setImmediate(() => {
        writer.schedule(() => [{ n: 'newest' }]);
        writer.flush();
        flushed = true;
      });
      return big;
    });
    await vi.waitFor(() => expect(flushed).toBe(true));
    expect(read(path)).toEqual([{ n: 'newest' }]);
    await vi.waitFor(() => expect(readdirSync(join(path, '..'))).toEqual(['things.json']));
    expect(read(path)).toEqual([{ n: 'newest' }]);
  });

  it('writes what is pending when the process exits', () => {
    const path = file();
    const script = join(mkdtempSync(join(tmpdir(), 'writer-exit-')), 'exit.ts');
    const module = resolve(import.meta.dirname, 'collectionWriter.ts');
    writeFileSync(
      script,
      `import { createCollectionWriter } from ${JSON.stringify(module)};
       const writer = createCollectionWriter(${JSON.stringify(path)}, 1e9, { delayMs: 60_000 });
       writer.schedule(() => [{ written: 'at exit' }]);
       process.exit(0);`,
    );
    execFileSync(process.execPath, ['--import', 'tsx', script], { stdio: 'pipe' });
    expect(read(path)).toEqual([{ written: 'at exit' }]);
  });

  it('writes what is pending on SIGTERM, then ends the way the signal would', () => {
    const path = file();
    const script = join(mkdtempSync(join(tmpdir(), 'writer-signal-')), 'signal.ts');
    const module = resolve(import.meta.dirname, 'collectionWriter.ts');
    writeFileSync(
      script,
      `import { createCollectionWriter } from ${JSON.stringify(module)};
       const writer = createCollectionWriter(${JSON.stringify(path)}, 1e9, { delayMs: 60_000 });
       writer.schedule(() => [{ written: 'on SIGTERM' }]);
       setInterval(() => undefined, 1000);
       process.kill(process.pid, 'SIGTERM');`,
    );
    const result = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'pipe' });
    expect(result.signal).toBe('SIGTERM');
    expect(read(path)).toEqual([{ written: 'on SIGTERM' }]);
  });
});
