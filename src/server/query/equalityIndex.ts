import { splitList } from '../../framework/query/valueEquals';
import type { StoredRecord } from '../store/readCollectionFile';
import { primitivesAt, type Primitive } from './fieldValues';
import { insertSorted, removeSorted, unionSorted } from './sortedNumbers';

/**
 * Value → positions of the records holding it, for equality filters (enum, reference,
 * boolean, number, other properties). Keys keep the value's kind, as the API's equality
 * does: the text `"2"` and the number `2` are different values.
 */
export interface EqualityIndex {
  add(position: number, record: StoredRecord): void;
  remove(position: number, record: StoredRecord): void;
  /** Follows a record replaced in place: only the values that changed move. */
  replace(position: number, before: StoredRecord, after: StoredRecord): void;
  /**
   * Positions whose value may equal the parameter: the whole parameter or any item of it
   * read as a comma list, each token read as text, number or boolean (see valueEqualsToken).
   * Ascending. At least every match; the caller checks them with the real predicates.
   */
  lookup(param: string): number[];
  /** How many positions `lookup(param)` answers, at most, without building the list. */
  estimate(param: string): number;
}

function keyOf(value: Primitive): string {
  if (typeof value === 'string') return `s${value}`;
  if (typeof value === 'number') return `n${String(value)}`;
  return `b${String(value)}`;
}

/** The keys a query token can equal: as text, as a number, as a boolean. */
function tokenKeys(token: string): string[] {
  const keys = [`s${token}`];
  const trimmed = token.trim();
  if (trimmed !== '' && !Number.isNaN(Number(token))) keys.push(`n${String(Number(token))}`);
  const lower = trimmed.toLowerCase();
  if (lower === 'true' || lower === 'false') keys.push(`b${lower}`);
  return keys;
}

function paramKeys(param: string): Set<string> {
  return new Set([param, ...splitList(param)].flatMap(tokenKeys));
}

/** Builds the index of the values at `keys` over `records` (position → record, holes allowed). */
export function createEqualityIndex(keys: readonly string[], records: readonly (StoredRecord | undefined)[]): EqualityIndex {
  const postings = new Map<string, number[]>();
  const recordKeys = (record: StoredRecord): Set<string> => new Set(primitivesAt(record, keys).map(keyOf));

  const addKeys = (position: number, keys: Iterable<string>): void => {
    for (const key of keys) {
      const list = postings.get(key);
      if (list) insertSorted(list, position);
      else postings.set(key, [position]);
    }
  };
  const removeKeys = (position: number, keys: Iterable<string>): void => {
    for (const key of keys) {
      const list = postings.get(key);
      if (!list) continue;
      removeSorted(list, position);
      if (list.length === 0) postings.delete(key);
    }
  };
  const add = (position: number, record: StoredRecord): void => addKeys(position, recordKeys(record));

  records.forEach((record, position) => {
    if (record) add(position, record);
  });

  return {
    add,
    remove: (position, record) => removeKeys(position, recordKeys(record)),
    replace(position, before, after) {
      const was = recordKeys(before);
      const is = recordKeys(after);
      removeKeys(
        position,
        [...was].filter((key) => !is.has(key)),
      );
      addKeys(
        position,
        [...is].filter((key) => !was.has(key)),
      );
    },
    lookup(param) {
      const lists: number[][] = [];
      for (const key of paramKeys(param)) {
        const list = postings.get(key);
        if (list) lists.push(list);
      }
      return lists.length === 0 ? [] : unionSorted(lists);
    },
    estimate(param) {
      let total = 0;
      for (const key of paramKeys(param)) total += postings.get(key)?.length ?? 0;
      return total;
    },
  };
}
