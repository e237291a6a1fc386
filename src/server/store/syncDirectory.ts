import { closeSync, fsyncSync, openSync } from 'node:fs';

/** Makes a rename or a new file in `dir` survive a crash of the machine (a no-op where directories cannot be synced). */
export function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some file systems refuse to sync a directory; the rename itself is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
