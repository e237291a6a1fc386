import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';

/** `<file>.<pid>.<random>.tmp`: the temporary file beside `file` that a rename then puts in place. */
export function temporaryFileFor(file: string): string {
  return `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
}

/**
 * Writes `value` as JSON to `file` so a reader never sees half a file: the text goes to
 * `<file>.<pid>.<random>.tmp` beside it and is then renamed over `file` (a rename within
 * one directory is atomic). On failure the temporary file is removed and the error rethrown.
 * Answers the number of bytes written.
 */
export function writeJsonAtomic(file: string, value: unknown): number {
  const temporary = temporaryFileFor(file);
  try {
    const text = `${JSON.stringify(value, null, 2)}\n`;
    writeFileSync(temporary, text, 'utf8');
    renameSync(temporary, file);
    return Buffer.byteLength(text, 'utf8');
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
