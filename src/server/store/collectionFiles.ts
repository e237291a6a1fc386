import { copyFileSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { CollectionFileError, type StoredRecord } from './readCollectionFile';
import { syncDirectory } from './syncDirectory';
import { temporaryFileFor } from './writeJsonAtomic';

// The files of one collection on disk: where its journals are, what a first use reads, the working copy made from its fixture, its records by id.

/** The journal of `dataFile`, and where it goes while a compaction writes the new data file. */
export function journalFiles(dataFile: string): { journal: string; compacting: string } {
  return { journal: `${dataFile}.journal`, compacting: `${dataFile}.journal.compacting` };
}

/** Ids are compared as text: a URL segment `7` finds the record `{id: 7}`. */
export function keyOf(record: StoredRecord, idField: string): string {
  return String(record[idField]);
}

/** Copies the fixture as is (a copy, not a re-serialisation: 100 MB in a blink), atomically. */
export function copyAtomic(from: string, to: string): void {
  const temporary = temporaryFileFor(to);
  try {
    copyFileSync(from, temporary);
    renameSync(temporary, to);
    syncDirectory(dirname(to));
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Bytes of the data file and its journals together: what a first use would read. */
export function bytesToRead(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + (existsSync(file) ? statSync(file).size : 0), 0);
}

/** The records of a file by id (as text), refusing a record without an id or an id used twice. */
export function indexById(records: readonly StoredRecord[], file: string, idField: string): Map<string, StoredRecord> {
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
