import { readFileSync } from 'node:fs';

/** Peak resident memory of a process (Linux), in MiB; undefined where /proc does not say. */
export function peakMemoryMiB(pid: number): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('VmHWM:'));
    return line ? Number(/(\d+)/.exec(line)?.[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}
