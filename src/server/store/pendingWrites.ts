/** Something holding changes that are in memory but not yet in its file. */
export interface PendingWrite {
  readonly file: string;
  /** Writes the changes now, synchronously. */
  flush(): void;
}

const pending = new Map<string, PendingWrite>();
let exitHookInstalled = false;
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
let signalsWatched = false;

function flushAll(when: string): void {
  for (const write of [...pending.values()]) {
    try {
      write.flush();
    } catch (error) {
      console.error(`Could not write ${write.file} ${when}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/**
 * Ctrl-C or a kill: write first. When nobody else handles the signal, end the process the
 * way the signal would have (a listener of our own must not keep the process alive).
 */
function onSignal(signal: NodeJS.Signals): void {
  unwatchSignals();
  flushAll(`on ${signal}`);
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function watchSignals(): void {
  if (signalsWatched) return;
  signalsWatched = true;
  for (const signal of SIGNALS) process.once(signal, onSignal);
}

function unwatchSignals(): void {
  if (!signalsWatched) return;
  signalsWatched = false;
  for (const signal of SIGNALS) process.off(signal, onSignal);
}

/**
 * Records that `write` has changes to flush. They are written at process exit at the
 * latest: `process.exit()`, the end of the event loop, SIGINT and SIGTERM (watched only
 * while something is pending, so the process's signal handling is otherwise unchanged).
 * A SIGKILL or a crash of the machine loses them.
 */
export function markPending(write: PendingWrite): void {
  pending.set(write.file, write);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // 'exit' allows synchronous work only: flush() is synchronous.
    process.on('exit', () => flushAll('at exit'));
  }
  watchSignals();
}

/** `write` has nothing left to flush. */
export function clearPending(write: PendingWrite): void {
  if (pending.get(write.file) === write) pending.delete(write.file);
  if (pending.size === 0) unwatchSignals();
}

/**
 * Writes what this process still holds for `file`: a collection reopened in the same
 * process (a restarted API in tests) must read what the previous one changed.
 */
export function flushPendingFor(file: string): void {
  pending.get(file)?.flush();
}
