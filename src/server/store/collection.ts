import { copyFileSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { createCollectionWriter, type WritePolicy } from './collectionWriter';
import { flushPendingFor } from './pendingWrites';
import { CollectionFileError, readCollectionFile, type StoredRecord } from './readCollectionFile';
import { removeStaleTemporaries } from './removeStaleTemporaries';
import { temporaryFileFor } from './writeJsonAtomic';

/** One change of a collection, as its subscribers see it. */
export type CollectionChange =
  | { kind: 'insert'; record: StoredRecord }
  | { kind: 'replace'; before: StoredRecord; after: StoredRecord }
  | { kind: 'remove'; record: StoredRecord };

/** The records of one collection, in memory, written to their data file (see WritePolicy). */
export interface Collection {
  readonly idField: string;
  /** Every record in stored order. Do not change them: use the methods below. */
  all(): readonly StoredRecord[];
  get(id: string): StoredRecord | undefined;
  /** Adds a record that already carries its id. */
  insert(record: StoredRecord): void;
  /** Puts `record` in place of the stored record with the same id, keeping its position. */
  replace(record: StoredRecord): void;
  /** Removes and returns the record, or undefined when there is none. */
  remove(id: string): StoredRecord | undefined;
  /**
   * Several changes in one write (an action touching many records): all land or none.
   * Throws before writing when a replaced or removed id is missing or an inserted id is taken.
   */
  apply(changes: CollectionChanges): void;
  /**
   * Calls `listener` after every change, once memory holds it, with the changes in the
   * order they were made (indexes over the collection follow it this way). Answers the
   * function that stops the calls.
   */
  subscribe(listener: (changes: readonly CollectionChange[]) => void): () => void;
  /** Writes changes that are only in memory yet (large collections write behind). */
  flush(): void;
}

export interface CollectionChanges {
  insert?: readonly StoredRecord[];
  replace?: readonly StoredRecord[];
  remove?: readonly string[];
}

export interface CollectionOptions {
  /** Working copy, read at start and rewritten on changes. */
  dataFile: string;
  /** Committed demo data, copied to `dataFile` when that does not exist yet. */
  fixtureFile: string;
  idField: string;
  writes?: WritePolicy;
}

/** Ids are compared as text: a URL segment `7` finds the record `{id: 7}`. */
function keyOf(record: StoredRecord, idField: string): string {
  return String(record[idField]);
}

/** Copies the fixture as is (a copy, not a re-serialisation: 100 MB in a blink), atomically. */
function copyAtomic(from: string, to: string): void {
  const temporary = temporaryFileFor(to);
  try {
    copyFileSync(from, temporary);
    renameSync(temporary, to);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function initialRecords({ dataFile, fixtureFile }: CollectionOptions): StoredRecord[] {
  if (existsSync(dataFile)) return readCollectionFile(dataFile);
  if (!existsSync(fixtureFile)) return [];
  const records = readCollectionFile(fixtureFile);
  copyAtomic(fixtureFile, dataFile);
  return records;
}

function indexById(records: readonly StoredRecord[], file: string, idField: string): Map<string, StoredRecord> {
  const byId = new Map<string, StoredRecord>();
  for (const [index, record] of records.entries()) {
    const id = record[idField];
    if (id === undefined || id === null || id === '') throw new CollectionFileError(`${file}#/${index}: record has no "${idField}"`);
    const key = keyOf(record, idField);
    if (byId.has(key)) throw new CollectionFileError(`${file}#/${index}/${idField}: id "${key}" is used twice`);
    byId.set(key, record);
  }
  return byId;
}

/**
 * Opens one collection: the working copy `dataFile`, created from `fixtureFile` on first
 * use (no fixture: an empty collection). Reads come from memory. A small collection writes
 * each change atomically first and only then changes memory, so a failed write leaves both
 * as they were; a large one changes memory at once and writes behind (see
 * `createCollectionWriter`); either way the file is never half-written. Throws
 * CollectionFileError for an unusable file.
 */
export function openCollection(options: CollectionOptions): Collection {
  const { dataFile, fixtureFile, idField } = options;
  // A collection of this file opened earlier in this process may hold unwritten changes.
  flushPendingFor(dataFile);
  removeStaleTemporaries(dataFile);
  let byId = indexById(initialRecords(options), existsSync(dataFile) ? dataFile : fixtureFile, idField);
  /** Stored order as an array, rebuilt on the first read after a change. */
  let list: readonly StoredRecord[] | undefined;
  const listeners = new Set<(changes: readonly CollectionChange[]) => void>();
  const writer = createCollectionWriter(dataFile, existsSync(dataFile) ? statSync(dataFile).size : 0, options.writes);

  const all = (): readonly StoredRecord[] => (list ??= [...byId.values()]);
  const tell = (changes: readonly CollectionChange[]): void => {
    for (const listener of listeners) {
      try {
        listener(changes);
      } catch (error) {
        // The change is made: a failing follower must not turn it into an error for the caller, nor starve the others.
        console.error(`A follower of ${dataFile} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  /**
   * Commits `next` (the whole new state, built from a copy so failures change nothing).
   * Write-through: the file first. Write-behind: memory first, the file soon after.
   */
  const commit = (next: Map<string, StoredRecord>, changes: readonly CollectionChange[]): void => {
    const through = writer.writesThrough();
    if (through) writer.writeNow([...next.values()]);
    byId = next;
    list = undefined;
    if (!through) writer.schedule(all);
    tell(changes);
  };

  /**
   * One-record changes: a small collection writes the new list before touching memory; a
   * large one changes its map in place (no 100 000-entry copy per change) and writes behind.
   */
  const commitOne = (nextList: () => StoredRecord[], change: () => void, event: CollectionChange): void => {
    if (writer.writesThrough()) {
      const records = nextList();
      writer.writeNow(records);
      change();
      list = records;
    } else {
      change();
      list = undefined;
      writer.schedule(all);
    }
    tell([event]);
  };

  return {
    idField,
    all,
    get: (id) => byId.get(id),
    insert(record) {
      const key = keyOf(record, idField);
      if (byId.has(key)) throw new Error(`id "${key}" is already used in ${dataFile}`);
      commitOne(() => [...all(), record], () => byId.set(key, record), { kind: 'insert', record });
    },
    replace(record) {
      const key = keyOf(record, idField);
      const before = byId.get(key);
      if (!before) throw new Error(`no record "${key}" to replace in ${dataFile}`);
      commitOne(() => all().map((stored) => (stored === before ? record : stored)), () => byId.set(key, record), { kind: 'replace', before, after: record });
    },
    remove(id) {
      const record = byId.get(id);
      if (!record) return undefined;
      commitOne(() => all().filter((stored) => stored !== record), () => byId.delete(id), { kind: 'remove', record });
      return record;
    },
    apply({ insert = [], replace = [], remove = [] }) {
      const next = new Map(byId);
      const changes: CollectionChange[] = [];
      for (const record of replace) {
        const key = keyOf(record, idField);
        const before = next.get(key);
        if (!before) throw new Error(`no record "${key}" to replace in ${dataFile}`);
        next.set(key, record);
        changes.push({ kind: 'replace', before, after: record });
      }
      for (const id of remove) {
        const record = next.get(id);
        if (!record) throw new Error(`no record "${id}" to remove in ${dataFile}`);
        next.delete(id);
        changes.push({ kind: 'remove', record });
      }
      for (const record of insert) {
        const key = keyOf(record, idField);
        if (next.has(key)) throw new Error(`id "${key}" is already used in ${dataFile}`);
        next.set(key, record);
        changes.push({ kind: 'insert', record });
      }
      commit(next, changes);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: () => writer.flush(),
  };
}
