import { readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** `<name>.<pid>.<random>.tmp`, the temporary files of writeJsonAtomic. */
function temporaryPattern(file: string): RegExp {
  const name = basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${name}\\.(\\d+)\\.[0-9a-f]+\\.tmp$`);
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Deletes temporary files of `file` left by a process that ended in the middle of a write
 * (killed during a background write). They were never renamed, so `file` itself is whole;
 * files of a process still running are left alone.
 */
export function removeStaleTemporaries(file: string): void {
  const pattern = temporaryPattern(file);
  let names: string[];
  try {
    names = readdirSync(dirname(file));
  } catch {
    return;
  }
  for (const name of names) {
    const pid = pattern.exec(name)?.[1];
    if (pid !== undefined && !isRunning(Number(pid))) rmSync(join(dirname(file), name), { force: true });
  }
}
