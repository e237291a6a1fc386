import type { StoredRecord } from './readCollectionFile';
import { clearPending, markPending, type PendingWrite } from './pendingWrites';
import { writeJsonArrayInChunks } from './writeJsonArrayInChunks';
import { writeJsonAtomic } from './writeJsonAtomic';

export interface WritePolicy {
  /**
   * Collections whose file is at most this many bytes are written through: each change is
   * on disk before it is in memory, and a failed write leaves both unchanged. Larger ones are
   * written behind (see `createCollectionWriter`). Default 2 MiB, about 20 ms of work.
   */
  syncLimitBytes?: number;
  /** Written-behind changes reach the file this long after the first of them (ms). Default 200. */
  delayMs?: number;
  /** After a failed background write, the next try comes this much later (ms). Default 5000. */
  retryMs?: number;
}

export interface CollectionWriter {
  /** Whether the next change must be written before memory changes (a small file). */
  writesThrough(): boolean;
  /** Writes `records` now; throws on failure (the caller then leaves memory as it was). */
  writeNow(records: readonly StoredRecord[]): void;
  /** Memory changed: write `snapshot()` soon, coalescing every change until then. */
  schedule(snapshot: () => readonly StoredRecord[]): void;
  /** Writes a scheduled change now, synchronously (close, exit, tests). */
  flush(): void;
}

const DEFAULTS = { syncLimitBytes: 2 * 1024 * 1024, delayMs: 200, retryMs: 5000 };

/**
 * Decides when a collection's file is written. Small files: write-through, as before.
 * Large files (100 000 activities are ~100 MB, ~1 s to serialise): write-behind. The change
 * is in memory at once; one write follows `delayMs` later for every change made meanwhile,
 * serialised a chunk at a time so requests keep being answered. Each write still goes to a
 * temporary file renamed over the old one, so the file is always a whole, valid collection,
 * at worst the one of a moment ago. Pending changes are flushed by `flush()` and at process
 * exit; a crash (or a signal nobody handles) loses at most the changes of the last
 * `delayMs` plus one write.
 */
export function createCollectionWriter(file: string, initialBytes: number, policy: WritePolicy = {}): CollectionWriter {
  const { syncLimitBytes, delayMs, retryMs } = { ...DEFAULTS, ...policy };
  let bytes = initialBytes;
  /** Each write takes a number; `committed` is that of the newest one that reached the file. */
  let generation = 0;
  let committed = 0;
  let dirty = false;
  let snapshot: () => readonly StoredRecord[] = () => [];
  let timer: NodeJS.Timeout | undefined;
  let writing = false;

  const pending: PendingWrite = { file, flush: () => writer.flush() };

  const arm = (wait: number): void => {
    if (timer || writing) return;
    timer = setTimeout(runInBackground, wait);
    // The timer alone must not keep the process alive: the exit hook writes what is left.
    timer.unref();
  };

  function runInBackground(): void {
    timer = undefined;
    if (!dirty) return;
    dirty = false;
    writing = true;
    const mine = ++generation;
    let wait = delayMs;
    writeJsonArrayInChunks(file, snapshot(), () => committed < mine)
      .then(
        (written) => {
          if (written === undefined) return;
          committed = mine;
          bytes = written;
        },
        (error: unknown) => {
          console.error(`Could not write ${file}: ${error instanceof Error ? error.message : String(error)}; trying again in ${retryMs} ms`);
          dirty = true;
          wait = retryMs;
        },
      )
      .finally(() => {
        writing = false;
        if (dirty) arm(wait);
        else clearPending(pending);
      });
  }

  const writer: CollectionWriter = {
    writesThrough: () => bytes <= syncLimitBytes,
    writeNow(records) {
      const mine = ++generation;
      bytes = writeJsonAtomic(file, records);
      // Supersedes any background write still running: it will not rename its older text.
      committed = mine;
      dirty = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      clearPending(pending);
    },
    schedule(next) {
      snapshot = next;
      dirty = true;
      markPending(pending);
      arm(delayMs);
    },
    flush() {
      // A background write still running may not finish (exit): write the newest state now.
      if (dirty || writing) writer.writeNow(snapshot());
    },
  };
  return writer;
}
