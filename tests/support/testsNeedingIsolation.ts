import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What makes a test file need a fresh worker of its own: a DOM (jsdom, with React and the
 * globals it sets) or a module replaced for the file (`vi.mock`), which would otherwise
 * stay replaced for the files that run after it in the same worker.
 */
const NEEDS_ISOLATION = /@vitest-environment\s+jsdom|\bvi\.(mock|doMock|unmock|resetModules)\(/;
const TEST_FILE = /\.test\.tsx?$/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The test files under `dirs` (relative to `root`) that need a fresh worker, as paths relative to `root`. */
export function testsNeedingIsolation(root: string, dirs: readonly string[]): string[] {
  return dirs
    .flatMap((dir) => testFiles(join(root, dir)))
    .filter((file) => NEEDS_ISOLATION.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file).split('\\').join('/'));
}
