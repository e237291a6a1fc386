import type { Identifier } from 'ra-core';
import { MAX_BULK_IDS } from '../data/apiConventions';

/** Records per request of a bulk run: a body of a few kilobytes, and a progress step a user sees move. */
export const BULK_CHUNK_SIZE = MAX_BULK_IDS;

/** One record a chunk's call did not change, with the API's message key. */
export interface BulkFailure {
  id: string;
  error: string;
}

/** What a chunk's call answers: the records of the chunk it left as they were. */
export interface ChunkOutcome {
  failures: readonly BulkFailure[];
}

/** The end of a bulk run, for its report. */
export interface BulkReport {
  total: number;
  /** Records changed. */
  done: number;
  /** Records a chunk's call refused one by one, each with its reason. */
  failures: BulkFailure[];
  /** A chunk refused whole (nothing of it written): the run stops there. */
  error?: unknown;
  /** Records no call reached: after a cancel, or after a chunk refused whole (that chunk included). */
  notRun: number;
  cancelled: boolean;
}

/** What a chunk's call may use while it runs: a long one (a download) tells how far it is, and stops on a cancel. */
export interface ChunkContext {
  /** Records of the chunk handled so far (an estimate, from the bytes received). */
  progress: (handledInChunk: number) => void;
  /** Aborted when the run is cancelled. */
  signal: AbortSignal;
}

export interface RunInChunksOptions {
  ids: readonly Identifier[];
  /** Runs one chunk; each chunk is all-or-nothing on the server, so a throw leaves its records untouched. */
  runChunk: (ids: Identifier[], context: ChunkContext) => Promise<ChunkOutcome>;
  chunkSize?: number;
  /** Called before the first chunk and after each one with the records handled so far. */
  onProgress?: (handled: number, total: number) => void;
  /** Asked before each chunk: a cancel stops the run after the chunk under way. */
  isCancelled?: () => boolean;
  /** Aborted on a cancel: a chunk's call that listens stops at once, and its records count as not run. */
  signal?: AbortSignal;
}

/**
 * Runs a bulk action over many records, one chunk after the other: what each chunk
 * refused is gathered, and a chunk's error or a cancel stops the run, so every record
 * ends either done, refused with a reason, or not run.
 *
 * @example
 * const report = await runInChunks({ ids, runChunk: (chunk) => assign(chunk), onProgress: setProgress });
 */
export async function runInChunks({
  ids,
  runChunk,
  chunkSize = BULK_CHUNK_SIZE,
  onProgress,
  isCancelled = () => false,
  signal = new AbortController().signal,
}: RunInChunksOptions): Promise<BulkReport> {
  const total = ids.length;
  const failures: BulkFailure[] = [];
  let handled = 0;
  onProgress?.(0, total);
  while (handled < total) {
    if (isCancelled()) return { total, done: handled - failures.length, failures, notRun: total - handled, cancelled: true };
    const chunk = ids.slice(handled, handled + chunkSize);
    const start = handled;
    const progress = (inChunk: number) => onProgress?.(start + Math.min(Math.max(inChunk, 0), chunk.length), total);
    try {
      const outcome = await runChunk(chunk, { progress, signal });
      failures.push(...outcome.failures);
    } catch (error) {
      // A chunk stopped by the cancel is not a failure: its records were not run.
      const cancelled = signal.aborted;
      return { total, done: handled - failures.length, failures, ...(cancelled ? {} : { error }), notRun: total - handled, cancelled };
    }
    handled += chunk.length;
    onProgress?.(handled, total);
  }
  return { total, done: total - failures.length, failures, notRun: 0, cancelled: false };
}
