import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Definition {
  schema: string;
  list?: { columns?: unknown[] };
}

/**
 * A copy of this project's entity files in a temporary folder, with one fault: the first
 * list column of the first resource that declares columns names a property its schema
 * does not have (`colour`).
 */
export function brokenProject(): { root: string; file: string; pointer: string; schemaFile: string } {
  const root = mkdtempSync(join(tmpdir(), 'broken-project-'));
  for (const dir of ['schemas', 'resources', 'fixtures']) cpSync(join(process.cwd(), dir), join(root, dir), { recursive: true });
  const resourcesDir = join(root, 'resources');
  for (const name of readdirSync(resourcesDir)
    .filter((n) => n.endsWith('.resource.json'))
    .sort()) {
    const path = join(resourcesDir, name);
    const definition = JSON.parse(readFileSync(path, 'utf8')) as Definition;
    if (!definition.list?.columns?.length) continue;
    definition.list.columns[0] = 'colour';
    writeFileSync(path, JSON.stringify(definition, null, 2));
    return { root, file: `resources/${name}`, pointer: '/list/columns/0', schemaFile: definition.schema };
  }
  throw new Error('no resource of this project declares list columns');
}
