import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The committed demo records of `fixtures/<name>.json` (the test's server starts from a copy). */
export function readFixture<T>(name: string): T[] {
  return JSON.parse(readFileSync(join(process.cwd(), 'fixtures', `${name}.json`), 'utf8')) as T[];
}
