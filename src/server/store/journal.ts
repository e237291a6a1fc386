import { closeSync, fdatasync, fdatasyncSync, fstatSync, ftruncateSync, openSync, renameSync, writeSync } from 'node:fs';

/**
 * The append-only file of one collection's changes, one line per commit. A line is written
 * to the file at once (a failed write throws and is cut off again, so the caller can leave
 * memory unchanged); making it survive a crash of the machine (fdatasync) is batched: every
 * line appended while one sync runs shares the next one (group commit).
 */
export interface Journal {
  /** Writes `line` and a newline at the end of the file, and answers its number; throws when the write fails. */
  append(line: string): number;
  /** Settles once every line appended so far has been synced; rejects when that sync fails. */
  durable(): Promise<void>;
  /** Bytes in the file. */
  bytes(): number;
  /** Syncs now, synchronously (close, compaction). */
  syncNow(): void;
  /** Syncs, moves the file to `aside` and goes on in a new, empty file at the same path. */
  rotate(aside: string): void;
  /** Syncs and empties the file (its lines are in a snapshot now). */
  truncate(): void;
  /** Syncs and closes the file; the journal is unusable afterwards. */
  close(): void;
}

interface Waiter {
  line: number;
  resolve(): void;
  reject(error: unknown): void;
}

export interface JournalOptions {
  /** Called after each successful background sync (compaction decides there). */
  onSynced?: () => void;
  /** Called whenever every line up to `line` is synced, in the background or not. */
  onDurable?: (line: number) => void;
  /**
   * A sync failed: every line after `line` was cut off the file again (its callers get the
   * error), and the owner undoes the changes those lines held, so memory, the file and the
   * answers agree: nothing refused is kept.
   */
  onLost?: (line: number) => void;
}

function writeAll(fd: number, text: string): number {
  const buffer = Buffer.from(text, 'utf8');
  let written = 0;
  while (written < buffer.length) written += writeSync(fd, buffer, written, buffer.length - written);
  return buffer.length;
}

/** Opens (or creates) the journal at `file` for appending. */
export function openJournal(file: string, { onSynced, onDurable, onLost }: JournalOptions = {}): Journal {
  let fd = openSync(file, 'a');
  let size = fstatSync(fd).size;
  /** Bytes in the file once its synced lines are in; and the size after each line not yet synced. */
  let syncedSize = size;
  const sizeAfter = new Map<number, number>();
  /** Lines appended and lines known to be synced, counted since open. */
  let appended = 0;
  let synced = 0;
  let syncing = false;
  /** The descriptor a background sync holds: it is closed by that sync's callback, not before. */
  let syncingFd: number | undefined;
  let scheduled = false;
  let closed = false;
  let waiters: Waiter[] = [];

  const markSynced = (upTo: number): void => {
    synced = Math.max(synced, upTo);
    syncedSize = sizeAfter.get(synced) ?? syncedSize;
    for (const line of sizeAfter.keys()) if (line <= synced) sizeAfter.delete(line);
    onDurable?.(synced);
  };

  /** The sync failed: the lines not synced may or may not be on disk; cut them off, refuse them all. */
  const dropUnsynced = (error: unknown): void => {
    try {
      ftruncateSync(fd, syncedSize);
      size = syncedSize;
    } catch {
      // The file cannot even be cut: the replay at the next start stops at a torn line at worst.
    }
    sizeAfter.clear();
    appended = synced;
    settle(Number.POSITIVE_INFINITY, error);
    onLost?.(synced);
  };

  const settle = (upTo: number, error?: unknown): void => {
    const done = waiters.filter((waiter) => waiter.line <= upTo);
    waiters = waiters.filter((waiter) => waiter.line > upTo);
    for (const waiter of done) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
  };

  const schedule = (): void => {
    if (syncing || scheduled || closed) return;
    scheduled = true;
    // Every request handled in this turn of the event loop joins this sync.
    setImmediate(runSync);
  };

  function runSync(): void {
    scheduled = false;
    if (closed || synced >= appended) return;
    syncing = true;
    const target = appended;
    const syncedFd = fd;
    syncingFd = syncedFd;
    fdatasync(syncedFd, (error) => {
      syncing = false;
      syncingFd = undefined;
      // Rotated or closed meanwhile: the descriptor is this callback's to close.
      if (closed || syncedFd !== fd) closeSync(syncedFd);
      if (closed) return;
      if (error) {
        console.error(`Could not sync ${file}: ${error.message}`);
        dropUnsynced(error);
      } else {
        markSynced(target);
        settle(target);
        onSynced?.();
      }
      if (waiters.length > 0) schedule();
    });
  }

  const syncNow = (): void => {
    if (closed) return;
    try {
      fdatasyncSync(fd);
    } catch (error) {
      dropUnsynced(error);
      throw error;
    }
    markSynced(appended);
    settle(appended);
  };

  return {
    append(line) {
      if (closed) throw new Error(`${file} is closed`);
      try {
        size += writeAll(fd, `${line}\n`);
      } catch (error) {
        // Part of the line may be in: cut it off so the next line starts clean.
        try {
          ftruncateSync(fd, size);
        } catch {
          // The file is unusable; the replay ignores a torn last line.
        }
        throw error;
      }
      appended += 1;
      sizeAfter.set(appended, size);
      return appended;
    },
    durable() {
      if (synced >= appended) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiters.push({ line: appended, resolve, reject });
        schedule();
      });
    },
    bytes: () => size,
    syncNow,
    rotate(aside) {
      syncNow();
      // A background sync may still hold the old descriptor: it closes it when done.
      if (syncingFd !== fd) closeSync(fd);
      renameSync(file, aside);
      fd = openSync(file, 'a');
      size = 0;
      syncedSize = 0;
    },
    truncate() {
      syncNow();
      ftruncateSync(fd, 0);
      fdatasyncSync(fd);
      size = 0;
      syncedSize = 0;
    },
    close() {
      if (closed) return;
      syncNow();
      closed = true;
      if (syncingFd !== fd) closeSync(fd);
    },
  };
}
