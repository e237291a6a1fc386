import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A copy of this project's entity files in a temporary folder, with one fault: the first
 * column of discipline's list names a property its schema does not have.
 */
export function brokenProject(): { root: string; file: string; pointer: string } {
  const root = mkdtempSync(join(tmpdir(), 'broken-project-'));
  for (const dir of ['schemas', 'resources', 'fixtures']) cpSync(join(process.cwd(), dir), join(root, dir), { recursive: true });
  const file = join(root, 'resources', 'discipline.resource.json');
  const definition = JSON.parse(readFileSync(file, 'utf8')) as { list: { columns: string[] } };
  definition.list.columns[0] = 'colour';
  writeFileSync(file, JSON.stringify(definition, null, 2));
  return { root, file: 'resources/discipline.resource.json', pointer: '/list/columns/0' };
}
