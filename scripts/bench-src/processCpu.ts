import { readFileSync } from 'node:fs';

/** Milliseconds of one clock tick in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/**
 * CPU time a process has used so far (Linux: user and system, every thread), in ms;
 * undefined where /proc does not say. On a machine shared with other work it moves far
 * less than wall time does, so a before/after comparison reads it beside the wall figures.
 */
export function processCpuMs(pid: number): number | undefined {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const used = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    return Number.isFinite(used) ? used : undefined;
  } catch {
    return undefined;
  }
}
