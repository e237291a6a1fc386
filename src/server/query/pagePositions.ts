import { compareForSort } from '../../framework/query/compareValues';
import type { Paging } from '../../framework/query/paging';
import type { FilteredSet } from './filteredSet';
import type { SortIndex } from './sortIndex';

export interface PageSort {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface PageSources {
  /** Positions in use (records and holes): how long a walk of the sort index may be. */
  positions: number;
  /** The sort index of the field, built when first asked; undefined when the field has none. */
  sortIndex(): SortIndex | undefined;
  /** The sort field's value at a position (for sorting the members themselves). */
  valueAt(position: number): unknown;
}

/** A comparison costs about this many membership checks (a collator call against a byte read). */
const COMPARE_COST = 50;

function sortedMembers(members: readonly number[], { order }: PageSort, sources: PageSources): number[] {
  const values = members.map((position) => sources.valueAt(position));
  const indexes = members.map((_, index) => index);
  // Positions break ties: the stable sort of queryRecords over stored order.
  indexes.sort((a, b) => compareForSort(values[a], values[b], order) || members[a]! - members[b]!);
  return indexes.map((index) => members[index]!);
}

/**
 * The positions of the asked page of `set` in `sort` order. Walks the field's sort index
 * keeping members when the members are many (about `(skip + limit) × all / members`
 * steps: the default page of an unfiltered list is 25 steps), and sorts the members
 * themselves when they are few or the field has no index.
 */
export function pagePositions(set: FilteredSet, sort: PageSort | undefined, paging: Paging, sources: PageSources): number[] {
  const { members } = set;
  const start = paging.skip;
  const end = paging.limit === undefined ? members.length : Math.min(members.length, start + paging.limit);
  if (start >= end) return [];
  if (!sort) return members.slice(start, end);

  const steps = end * (sources.positions / members.length);
  const sorting = members.length * Math.log2(members.length + 1) * COMPARE_COST;
  const index = steps <= sorting ? sources.sortIndex() : undefined;
  if (!index) return sortedMembers(members, sort, sources).slice(start, end);

  const bits = set.bits();
  const page: number[] = [];
  let seen = 0;
  index.walk(sort.order, (position) => {
    if (bits[position] !== 1) return true;
    if (seen >= start) page.push(position);
    seen += 1;
    return seen < end;
  });
  return page;
}
