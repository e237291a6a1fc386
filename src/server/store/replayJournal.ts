import { closeSync, existsSync, fdatasyncSync, ftruncateSync, openSync, readFileSync } from 'node:fs';
import { CollectionFileError, type StoredRecord } from './readCollectionFile';

/** One change of a journal line: a whole record put in place (or added), or an id removed. */
export type JournalOp = ['p', StoredRecord] | ['d', string];

const NEWLINE = 0x0a;

function isRecord(value: unknown): value is StoredRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function readOps(value: unknown): JournalOp[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ops: JournalOp[] = [];
  for (const op of value) {
    if (Array.isArray(op) && op[0] === 'p' && isRecord(op[1])) ops.push(['p', op[1]]);
    else if (Array.isArray(op) && op[0] === 'd' && typeof op[1] === 'string') ops.push(['d', op[1]]);
    else return undefined;
  }
  return ops;
}

/** Applies one journal line's changes to `byId`, in order: a put in place or at the end, a removal. */
export function replayOps(ops: readonly JournalOp[], byId: Map<string, StoredRecord>, idField: string): void {
  for (const op of ops) {
    if (op[0] === 'd') byId.delete(op[1]);
    else byId.set(String(op[1][idField]), op[1]);
  }
}

/** Cuts `file` back to its first `bytes` bytes, on disk before anything is appended after them. */
function cutTo(file: string, bytes: number): void {
  const fd = openSync(file, 'r+');
  try {
    ftruncateSync(fd, bytes);
    fdatasyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Applies the journal `file` (when it exists) to `byId`, line by line, in order. Each line
 * is one commit: `[["p", record], ["d", id], ...]`; a put replaces the record in place or
 * adds it at the end, so replaying a line twice changes nothing. A last line without its
 * newline was cut by a crash before it was acknowledged: it is ignored and cut off the
 * file, so the next line appended starts clean. Answers the number of lines applied;
 * throws CollectionFileError naming the line for anything else unreadable.
 */
export function replayJournal(file: string, byId: Map<string, StoredRecord>, idField: string): number {
  if (!existsSync(file)) return 0;
  const bytes = readFileSync(file);
  // After the last newline: nothing, or a torn line.
  const whole = bytes.lastIndexOf(NEWLINE) + 1;
  const lines = whole === 0 ? [] : bytes.toString('utf8', 0, whole - 1).split('\n');
  let applied = 0;
  for (const [index, line] of lines.entries()) {
    if (line === '') continue;
    let ops: JournalOp[] | undefined;
    try {
      ops = readOps(JSON.parse(line));
    } catch {
      ops = undefined;
    }
    if (!ops) throw new CollectionFileError(`${file}:${index + 1}: not a journal line; move the file away to start from the last snapshot`);
    replayOps(ops, byId, idField);
    applied += 1;
  }
  if (whole < bytes.length) cutTo(file, whole);
  return applied;
}
