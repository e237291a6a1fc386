import { existsSync } from 'node:fs';
import { CollectionFileError, readCollectionFile, type StoredRecord } from './readCollectionFile';
import { writeJsonAtomic } from './writeJsonAtomic';

/** The records of one collection, in memory, written through to their data file. */
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
}

export interface CollectionOptions {
  /** Working copy, read at start and rewritten on each change. */
  dataFile: string;
  /** Committed demo data, copied to `dataFile` when that does not exist yet. */
  fixtureFile: string;
  idField: string;
}

/** Ids are compared as text: a URL segment `7` finds the record `{id: 7}`. */
function keyOf(record: StoredRecord, idField: string): string {
  return String(record[idField]);
}

function initialRecords({ dataFile, fixtureFile }: CollectionOptions): StoredRecord[] {
  if (existsSync(dataFile)) return readCollectionFile(dataFile);
  if (!existsSync(fixtureFile)) return [];
  const records = readCollectionFile(fixtureFile);
  writeJsonAtomic(dataFile, records);
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
 * use (no fixture: an empty collection). Reads come from memory. Each change writes the
 * whole collection atomically first and only then changes memory, so a failed write
 * leaves both as they were. Throws CollectionFileError for an unusable file.
 */
export function openCollection(options: CollectionOptions): Collection {
  const { dataFile, fixtureFile, idField } = options;
  let byId = indexById(initialRecords(options), existsSync(dataFile) ? dataFile : fixtureFile, idField);
  let list: readonly StoredRecord[] = [...byId.values()];

  const commit = (next: Map<string, StoredRecord>): void => {
    const records = [...next.values()];
    writeJsonAtomic(dataFile, records);
    byId = next;
    list = records;
  };

  return {
    idField,
    all: () => list,
    get: (id) => byId.get(id),
    insert(record) {
      const key = keyOf(record, idField);
      if (byId.has(key)) throw new Error(`id "${key}" is already used in ${dataFile}`);
      commit(new Map(byId).set(key, record));
    },
    replace(record) {
      const key = keyOf(record, idField);
      if (!byId.has(key)) throw new Error(`no record "${key}" to replace in ${dataFile}`);
      commit(new Map(byId).set(key, record));
    },
    remove(id) {
      const record = byId.get(id);
      if (!record) return undefined;
      const next = new Map(byId);
      next.delete(id);
      commit(next);
      return record;
    },
  };
}
