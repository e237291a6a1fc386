import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENTITY_FILES_SETTLE_MS, watchEntityFiles } from './watchEntityFiles';

type Listener = (file: string) => void;

/** A stand-in for Vite's dev server whose watcher reports what the test says. */
function fakeWatcher() {
  const listeners = new Map<string, Listener>();
  const watched: string[] = [];
  const server = {
    watcher: { add: (dirs: string[]) => watched.push(...dirs), on: (event: string, listener: Listener) => listeners.set(event, listener) },
  } as unknown as ViteDevServer;
  const report = (event: 'change' | 'add' | 'unlink', file: string) => listeners.get(event)?.(file);
  return { server, report, watched };
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'entity-files-'));
  for (const dir of ['schemas', 'resources', 'fixtures']) mkdirSync(join(root, dir));
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(root, { recursive: true, force: true });
});

describe('watchEntityFiles', () => {
  it('handles a file emptied and then written (the second event dropped by the watcher) once, reading what was written', () => {
    const { server, report } = fakeWatcher();
    const file = join(root, 'resources', 'discipline.resource.json');
    const read: string[] = [];
    watchEntityFiles(server, root, (files) => read.push(...files.map((changed) => readFileSync(changed, 'utf8'))));
    writeFileSync(file, '');
    report('change', file);
    writeFileSync(file, '{ "name": "discipline" }');
    expect(read).toEqual([]);
    vi.advanceTimersByTime(ENTITY_FILES_SETTLE_MS);
    expect(read).toEqual(['{ "name": "discipline" }']);
  });

  it('makes one change of files saved together, each named once, and ignores files outside the entity folders', () => {
    const { server, report, watched } = fakeWatcher();
    const onChange = vi.fn();
    watchEntityFiles(server, root, onChange);
    expect(watched).toEqual(['schemas', 'resources', 'fixtures', 'src/locales', 'src/framework/locales'].map((dir) => join(root, dir) + '/'));
    const schema = join(root, 'schemas', 'task.schema.json');
    const fixture = join(root, 'fixtures', 'task.json');
    report('add', schema);
    vi.advanceTimersByTime(ENTITY_FILES_SETTLE_MS - 1);
    report('change', fixture);
    report('change', schema);
    report('change', join(root, 'src', 'main.tsx'));
    vi.advanceTimersByTime(ENTITY_FILES_SETTLE_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([schema, fixture]);
    report('unlink', fixture);
    vi.advanceTimersByTime(ENTITY_FILES_SETTLE_MS);
    expect(onChange).toHaveBeenLastCalledWith([fixture]);
  });
});
