import { readFileSync } from 'node:fs';

export type StoredRecord = Record<string, unknown>;

/** A data or fixture file that cannot be used; the message names the file and the fix. */
export class CollectionFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CollectionFileError';
  }
}

function isRecord(value: unknown): value is StoredRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Reads a collection file: a JSON array of record objects. Throws CollectionFileError
 * naming `file` when it is not JSON, not an array, or holds something else than objects.
 */
export function readCollectionFile(file: string): StoredRecord[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new CollectionFileError(`${file}: not valid JSON (${detail})`);
  }
  if (!Array.isArray(parsed)) throw new CollectionFileError(`${file}: must hold a JSON array of records, found ${typeof parsed}`);
  const records: StoredRecord[] = [];
  for (const [index, item] of parsed.entries()) {
    if (!isRecord(item)) throw new CollectionFileError(`${file}#/${index}: each record must be a JSON object`);
    records.push(item);
  }
  return records;
}
