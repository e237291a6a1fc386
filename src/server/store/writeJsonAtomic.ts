import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { syncDirectory } from './syncDirectory';

/** `<file>.<pid>.<random>.tmp`: the temporary file beside `file` that a rename then puts in place. */
export function temporaryFileFor(file: string): string {
  return `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
}

/**
 * Writes `value` as JSON to `file` so a reader never sees half a file: the text goes to
 * `<file>.<pid>.<random>.tmp` beside it and is then renamed over `file` (a rename within
 * one directory is atomic), both synced to disk. On failure the temporary file is removed and the error rethrown.
 * Answers the number of bytes written.
 */
export function writeJsonAtomic(file: string, value: unknown): number {
  const temporary = temporaryFileFor(file);
  try {
    const text = `${JSON.stringify(value, null, 2)}\n`;
    const fd = openSync(temporary, 'w');
    try {
      const buffer = Buffer.from(text, 'utf8');
      let written = 0;
      while (written < buffer.length) written += writeSync(fd, buffer, written, buffer.length - written);
      // On disk before the rename, so the name never points at a file the machine lost.
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
    syncDirectory(dirname(file));
    return Buffer.byteLength(text, 'utf8');
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
