import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Writes `value` as JSON to `file` so a reader never sees half a file: the text goes to
 * `<file>.<pid>.<random>.tmp` beside it and is then renamed over `file` (a rename within
 * one directory is atomic). On failure the temporary file is removed and the error rethrown.
 */
export function writeJsonAtomic(file: string, value: unknown): void {
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`, 'utf8');
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
