import { existsSync, rmSync, statSync } from 'node:fs';
import { bytesToRead, copyAtomic, indexById, journalFiles, keyOf } from './collectionFiles';
import { openJournal, type Journal } from './journal';
import { readCollectionFile, type StoredRecord } from './readCollectionFile';
import { removeStaleTemporaries } from './removeStaleTemporaries';
import { replayJournal, replayOps, type JournalOp } from './replayJournal';
import { writeJsonArrayInChunks } from './writeJsonArrayInChunks';
import { writeJsonAtomic } from './writeJsonAtomic';

/** One change of a collection, as its subscribers see it. */
export type CollectionChange =
  { kind: 'insert'; record: StoredRecord } | { kind: 'replace'; before: StoredRecord; after: StoredRecord } | { kind: 'remove'; record: StoredRecord };

/**
 * The records of one collection, in memory, with every change appended to a journal before
 * it shows in memory (see `openCollection`).
 */
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
   * Several changes in one journal line: all land or none.
   * Throws before writing when a replaced or removed id is missing or an inserted id is taken.
   */
  apply(changes: CollectionChanges): void;
  /** Throws what the collection's guard would for these changes, changing nothing (a refusal answered before other checks). */
  check(changes: readonly CollectionChange[]): void;
  /**
   * Calls `listener` after every change, once memory holds it, with the changes in the
   * order they were made (indexes over the collection follow it this way), also when a
   * follower writes: its change is told once every follower has had the one before.
   * Answers the function that stops the calls.
   */
  subscribe(listener: (changes: readonly CollectionChange[]) => void): () => void;
  /** Settles once every change made so far is synced to disk; rejects when the sync failed. */
  durable(): Promise<void>;
  /** Syncs, then folds the journal into the data file at once (close, exit, tests). */
  flush(): void;
  /**
   * Syncs and lets go of the files; the collection is unusable afterwards. The journal
   * stays for the next start to fold in (a stop writes no new file, so nothing races a
   * cleanup that follows it).
   */
  close(): void;
}

export interface CollectionChanges {
  insert?: readonly StoredRecord[];
  replace?: readonly StoredRecord[];
  remove?: readonly string[];
}

export interface JournalPolicy {
  /** The journal is folded into a new data file in the background once it holds this many bytes and more than the data file. Default 4 MiB. */
  compactAfterBytes?: number;
}

export interface CollectionOptions {
  /** Snapshot of the collection, read at start and rewritten by compaction. */
  dataFile: string;
  /** Committed demo data, copied to `dataFile` when that does not exist yet. */
  fixtureFile: string;
  idField: string;
  journal?: JournalPolicy;
  /** Files of more bytes than this (data file and journals together) are read on first use rather than at open. Default 4 MiB. */
  readLaterFrom?: number;
  /** Called with each change before it is made; throwing refuses the change and leaves the collection as it was. */
  guard?: (changes: readonly CollectionChange[]) => void;
}

/** The change that takes `change` back. */
function inverseOf(change: CollectionChange): CollectionChange {
  if (change.kind === 'insert') return { kind: 'remove', record: change.record };
  if (change.kind === 'remove') return { kind: 'insert', record: change.record };
  return { kind: 'replace', before: change.after, after: change.before };
}

/** Collections open in this process, by data file: a reopened one (a restarted API in tests) takes over the files. */
const open = new Map<string, Collection>();

const DEFAULT_COMPACT_AFTER = 4 * 1024 * 1024;
const DEFAULT_READ_LATER_FROM = 4 * 1024 * 1024;

/** What a collection holds once read: its records by id and the journal it appends to. */
interface Loaded {
  byId: Map<string, StoredRecord>;
  journal: Journal;
}

/**
 * Opens one collection: the data file `dataFile` (created from `fixtureFile` on first use;
 * no fixture: an empty collection), then its journal replayed over it. Files of more than
 * `readLaterFrom` bytes are read on the collection's first use, so a start reads only what
 * it needs; smaller ones at once, so a broken file stops the start. Reads come from
 * memory. Each change is first serialised and appended to the journal as one line (a
 * failure there changes nothing), then made in memory; `durable()` settles once it is
 * synced, several changes sharing one sync. A journal grown past `compactAfterBytes` is
 * folded into a new data file in the background (written a chunk at a time, synced,
 * renamed in). A journal left by a crash is replayed and kept (its torn last line cut
 * off), so a restart writes nothing first; a compaction a crash interrupted is finished in
 * the background. Throws CollectionFileError for an unusable file, at the read.
 */
export function openCollection(options: CollectionOptions): Collection {
  const { dataFile, fixtureFile, idField } = options;
  const compactAfter = options.journal?.compactAfterBytes ?? DEFAULT_COMPACT_AFTER;
  const files = journalFiles(dataFile);
  open.get(dataFile)?.close();
  removeStaleTemporaries(dataFile);
  // The working copy exists from the open on: a copy of bytes, nothing parsed.
  if (!existsSync(dataFile) && existsSync(fixtureFile)) copyAtomic(fixtureFile, dataFile);

  let snapshotBytes = existsSync(dataFile) ? statSync(dataFile).size : 0;
  /** Stored order as an array, rebuilt on the first read after a change. */
  let list: readonly StoredRecord[] | undefined;
  const listeners = new Set<(changes: readonly CollectionChange[]) => void>();
  /** Counts compactions, so a background one overtaken by a synchronous one does not rename its older text in. */
  let generation = 0;
  let compacting = false;
  let closed = false;
  let loaded: Loaded | undefined;

  /** The lines of a compaction a crash cut short are set aside still: the next compaction folds them without a rotation. */
  let setAside = false;
  /** Folds memory into a new data file in the background, once the journal has grown or lines wait set aside. */
  const compactInBackground = (): void => {
    if (compacting || closed || !loaded) return;
    const { journal } = loaded;
    if (!setAside && journal.bytes() < Math.max(compactAfter, snapshotBytes)) return;
    compacting = true;
    const mine = ++generation;
    if (!setAside) journal.rotate(files.compacting);
    writeJsonArrayInChunks(dataFile, all(), () => generation === mine && !closed)
      .then((written) => {
        if (written === undefined) return;
        snapshotBytes = written;
        rmSync(files.compacting, { force: true });
        setAside = false;
      })
      .catch((error: unknown) => {
        // The data file and both journals are still whole: the next start replays them.
        console.error(`Could not compact ${dataFile}: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        compacting = false;
      });
  };

  /** The changes of the journal lines not yet synced, oldest first: what a failed sync takes back. */
  let unsynced: { line: number; changes: readonly CollectionChange[] }[] = [];
  const undoAfter = (line: number): void => {
    const { byId } = state();
    const undone = unsynced.filter((entry) => entry.line > line).reverse();
    unsynced = unsynced.filter((entry) => entry.line <= line);
    const inverse = undone.flatMap((entry) => [...entry.changes].reverse().map(inverseOf));
    for (const change of inverse) {
      if (change.kind === 'remove') byId.delete(keyOf(change.record, idField));
      else {
        const record = change.kind === 'insert' ? change.record : change.after;
        byId.set(keyOf(record, idField), record);
      }
    }
    if (inverse.length === 0) return;
    list = undefined;
    tell(inverse);
  };

  /** Reads the data file and replays the journals over it; the journal goes on after their last whole line. */
  const load = (): Loaded => {
    if (closed) throw new Error(`${dataFile} is closed`);
    const byId = existsSync(dataFile) ? indexById(readCollectionFile(dataFile), dataFile, idField) : new Map<string, StoredRecord>();
    const replayed = replayJournal(files.compacting, byId, idField) + replayJournal(files.journal, byId, idField);
    const journal = openJournal(files.journal, {
      onSynced: compactInBackground,
      onDurable: (line) => {
        unsynced = unsynced.filter((entry) => entry.line > line);
      },
      onLost: undoAfter,
    });
    // Lines a killed process wrote may not have reached the disk yet: they do before anything is answered from them.
    if (replayed > 0) journal.syncNow();
    loaded = { byId, journal };
    // A compaction cut short by a crash: its lines are in memory now, fold them in.
    setAside = existsSync(files.compacting);
    if (setAside) setImmediate(compactInBackground);
    return loaded;
  };
  const state = (): Loaded => loaded ?? load();
  if (bytesToRead([dataFile, files.compacting, files.journal]) < (options.readLaterFrom ?? DEFAULT_READ_LATER_FROM)) load();

  const all = (): readonly StoredRecord[] => (list ??= [...state().byId.values()]);

  /** Changes not yet told to every follower: one made by a follower waits for the change it follows to be told to all. */
  const untold: (readonly CollectionChange[])[] = [];
  let telling = false;
  const tell = (changes: readonly CollectionChange[]): void => {
    untold.push(changes);
    if (telling) return;
    telling = true;
    try {
      for (let next = untold.shift(); next !== undefined; next = untold.shift()) {
        for (const listener of listeners) {
          try {
            listener(next);
          } catch (error) {
            // The change is made: a failing follower must not turn it into an error for the caller, nor starve the others.
            console.error(`A follower of ${dataFile} failed: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }
    } finally {
      telling = false;
    }
  };

  /** The guard first, the journal next (serialising may throw, writing may fail: memory is untouched then), memory last. */
  const commit = (ops: readonly JournalOp[], change: () => void, changes: readonly CollectionChange[]): void => {
    options.guard?.(changes);
    const line = state().journal.append(JSON.stringify(ops));
    change();
    unsynced.push({ line, changes });
    list = undefined;
    tell(changes);
  };

  const flush = (): void => {
    if (closed) return;
    // Never read: nothing changed here, and a journal an earlier process left is folded all the same.
    if (!loaded && bytesToRead([files.compacting, files.journal]) === 0) return;
    const { journal } = state();
    journal.syncNow();
    if (journal.bytes() === 0 && !existsSync(files.compacting)) return;
    generation += 1;
    snapshotBytes = writeJsonAtomic(dataFile, all());
    journal.truncate();
    rmSync(files.compacting, { force: true });
    setAside = false;
  };

  const collection: Collection = {
    idField,
    all,
    get: (id) => state().byId.get(id),
    insert(record) {
      const { byId } = state();
      const key = keyOf(record, idField);
      if (byId.has(key)) throw new Error(`id "${key}" is already used in ${dataFile}`);
      commit([['p', record]], () => byId.set(key, record), [{ kind: 'insert', record }]);
    },
    replace(record) {
      const { byId } = state();
      const key = keyOf(record, idField);
      const before = byId.get(key);
      if (!before) throw new Error(`no record "${key}" to replace in ${dataFile}`);
      commit([['p', record]], () => byId.set(key, record), [{ kind: 'replace', before, after: record }]);
    },
    remove(id) {
      const { byId } = state();
      const record = byId.get(id);
      if (!record) return undefined;
      commit([['d', id]], () => byId.delete(id), [{ kind: 'remove', record }]);
      return record;
    },
    apply({ insert = [], replace = [], remove = [] }) {
      const { byId } = state();
      // What the batch has done so far, over the stored records (undefined: removed): checked whole before anything is written.
      const pending = new Map<string, StoredRecord | undefined>();
      const current = (key: string): StoredRecord | undefined => (pending.has(key) ? pending.get(key) : byId.get(key));
      const changes: CollectionChange[] = [];
      const ops: JournalOp[] = [];
      for (const record of replace) {
        const key = keyOf(record, idField);
        const before = current(key);
        if (!before) throw new Error(`no record "${key}" to replace in ${dataFile}`);
        pending.set(key, record);
        changes.push({ kind: 'replace', before, after: record });
        ops.push(['p', record]);
      }
      for (const id of remove) {
        const record = current(id);
        if (!record) throw new Error(`no record "${id}" to remove in ${dataFile}`);
        pending.set(id, undefined);
        changes.push({ kind: 'remove', record });
        ops.push(['d', id]);
      }
      for (const record of insert) {
        const key = keyOf(record, idField);
        if (current(key)) throw new Error(`id "${key}" is already used in ${dataFile}`);
        pending.set(key, record);
        changes.push({ kind: 'insert', record });
        ops.push(['p', record]);
      }
      if (ops.length === 0) return;
      // In journal order, as a replay does: a record removed then added again goes to the end.
      commit(ops, () => replayOps(ops, byId, idField), changes);
    },
    check(changes) {
      options.guard?.(changes);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    durable: () => (loaded ? loaded.journal.durable() : Promise.resolve()),
    flush,
    close() {
      if (closed) return;
      closed = true;
      loaded?.journal.close();
      if (open.get(dataFile) === collection) open.delete(dataFile);
    },
  };
  open.set(dataFile, collection);
  return collection;
}
