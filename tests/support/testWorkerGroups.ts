import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A module replaced for the file (`vi.mock`): it would stay replaced for the files that run after it in the same worker. */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(/;
/** A file that runs in a DOM (happy-dom or jsdom): modules that read `window` when they load (React DOM, MUI) must load under one, not under Node's globals. */
const NEEDS_DOM = /@vitest-environment\s+(jsdom|happy-dom)/;
const TEST_FILE = /\.test\.tsx?$/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The test files under `dirs` that share workers with their kind, and those that need a fresh worker each (paths relative to `root`). */
export interface TestWorkerGroups {
  /** Files that run in a DOM and replace no module: they share modules from file to file in their workers. */
  dom: string[];
  /** Files that replace a module: a fresh worker each. */
  isolated: string[];
}

export function testWorkerGroups(root: string, dirs: readonly string[]): TestWorkerGroups {
  const groups: TestWorkerGroups = { dom: [], isolated: [] };
  for (const file of dirs.flatMap((dir) => testFiles(join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    const path = relative(root, file).split('\\').join('/');
    if (REPLACES_MODULES.test(text)) groups.isolated.push(path);
    else if (NEEDS_DOM.test(text)) groups.dom.push(path);
  }
  return groups;
}
