import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import baseEn from './en.json';

type Tree = { [key: string]: string | Tree };
const FEATURE_FILES = import.meta.glob<Tree>('./*/en.json', { eager: true, import: 'default' });

function flatten(tree: Tree, prefix = '', out = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.add(path);
    else flatten(value, path, out);
  }
  return out;
}

const known = flatten(baseEn as Tree);
for (const tree of Object.values(FEATURE_FILES)) flatten(tree, '', known);

/** Source files of the app (tests and build tooling aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'server' || name === 'build' || name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|testkit|TestKit/.test(name) ? [path] : [];
  });
}

/** Message keys written out in the code (`'app.header.project'`); keys built at run time are checked where they are built. */
const KEY_LITERAL = /['"`]((?:app|auth|ra|forms|lists)\.[a-z0-9_]+(?:\.[a-zA-Z0-9_]+)+)['"`]/g;

describe('message keys the UI asks for', () => {
  it('every key written in the code exists in the English messages (hence, by parity, in pt and es)', () => {
    const missing: string[] = [];
    let found = 0;
    for (const file of sources(join(process.cwd(), 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(KEY_LITERAL)) {
        const key = match[1] ?? '';
        found++;
        if (!known.has(key)) missing.push(`${file.slice(process.cwd().length + 1)}: ${key}`);
      }
    }
    expect(found, 'keys found in the code').toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
