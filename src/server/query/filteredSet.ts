import type { RecordPredicate } from '../../framework/query/recordPredicates';
import type { StoredRecord } from '../store/readCollectionFile';
import { hasSorted, insertSorted, removeSorted } from './sortedNumbers';

/**
 * The records passing one set of filters, kept up to date on writes: a page of the same
 * filters in another order, or the next page, costs no filtering, and a write costs one
 * predicate check per cached set instead of a new scan.
 */
export interface FilteredSet {
  /** Positions of the records passing every predicate, ascending (stored order). */
  readonly members: readonly number[];
  /** Membership by position (1: member), made on first need and kept up to date after. */
  bits(): Uint8Array;
  /** Follows a change at `position`: `record` is what is there now (undefined: removed). */
  update(position: number, record: StoredRecord | undefined): void;
}

export function createFilteredSet(predicates: readonly RecordPredicate[], members: number[]): FilteredSet {
  let bitmap: Uint8Array | undefined;
  const ensure = (position: number): Uint8Array => {
    if (!bitmap) {
      bitmap = new Uint8Array(Math.max(16, (members[members.length - 1] ?? 0) + 1, position + 1) * 2);
      for (const member of members) bitmap[member] = 1;
    } else if (position >= bitmap.length) {
      const grown = new Uint8Array((position + 1) * 2);
      grown.set(bitmap);
      bitmap = grown;
    }
    return bitmap;
  };

  return {
    members,
    bits: () => ensure(0),
    update(position, record) {
      const was = bitmap ? bitmap[position] === 1 : hasSorted(members, position);
      const is = record !== undefined && predicates.every((matches) => matches(record));
      if (was === is) return;
      if (is) insertSorted(members, position);
      else removeSorted(members, position);
      if (bitmap) ensure(position)[position] = is ? 1 : 0;
    },
  };
}
