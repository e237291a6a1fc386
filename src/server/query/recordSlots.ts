import type { CollectionChange } from '../store/collection';
import type { StoredRecord } from '../store/readCollectionFile';

/**
 * Records by position. A record keeps its position while it is replaced; a new one takes
 * the next position; a removed one leaves a hole. So position order is always the
 * collection's stored order, the tie-breaker of every sort, and indexes can hold positions.
 */
export interface RecordSlots {
  /** Position → record; undefined for a hole. */
  readonly records: readonly (StoredRecord | undefined)[];
  positionOf(id: string): number | undefined;
  /** Records present. */
  readonly live: number;
  /** Positions left empty by removals. */
  readonly holes: number;
  /** Follows one change of the collection; answers the position it touched. */
  apply(change: CollectionChange): number;
}

export function createRecordSlots(all: readonly StoredRecord[], idField: string): RecordSlots {
  const records: (StoredRecord | undefined)[] = [...all];
  const positions = new Map<string, number>();
  all.forEach((record, position) => positions.set(String(record[idField]), position));
  let live = records.length;

  const positionOrThrow = (record: StoredRecord): number => {
    const position = positions.get(String(record[idField]));
    if (position === undefined) throw new Error(`the query index does not know record "${String(record[idField])}"`);
    return position;
  };

  return {
    records,
    positionOf: (id) => positions.get(id),
    get live() {
      return live;
    },
    get holes() {
      return records.length - live;
    },
    apply(change) {
      if (change.kind === 'insert') {
        const position = records.length;
        records.push(change.record);
        positions.set(String(change.record[idField]), position);
        live += 1;
        return position;
      }
      if (change.kind === 'replace') {
        const position = positionOrThrow(change.before);
        records[position] = change.after;
        return position;
      }
      const position = positionOrThrow(change.record);
      records[position] = undefined;
      positions.delete(String(change.record[idField]));
      live -= 1;
      return position;
    },
  };
}
