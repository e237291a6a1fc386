import { instantOf } from '../../framework/query/dateBounds';
import { readField } from '../../framework/query/readField';
import type { DateRangeUnit } from '../../framework/registry/types';
import type { StoredRecord } from '../store/readCollectionFile';
import { pathKeys, primitivesAt } from './fieldValues';
import { sortUnique } from './sortedNumbers';

/** Instants (or calendar days) of one date field, sorted, for date-range filters. */
export interface DateIndex {
  add(position: number, record: StoredRecord): void;
  remove(position: number, record: StoredRecord): void;
  /** Follows a record replaced in place: only the instants that changed move. */
  replace(position: number, before: StoredRecord, after: StoredRecord): void;
  /** Positions holding an instant within [from, to] (either end open), ascending, no repeats. */
  range(from: number | undefined, to: number | undefined): number[];
  /**
   * Exactly the positions a date-range filter on the path with these bounds passes, as
   * recordPredicates decides (the value `readField` reads, as `instantOf`). Ascending.
   */
  within(from: number | undefined, to: number | undefined): number[];
  /** How many entries `range` would look at, by two binary searches. */
  estimate(from: number | undefined, to: number | undefined): number;
}

/** (instant, position) pairs ordered by instant, then position. */
function before(times: readonly number[], positions: readonly number[], index: number, time: number, position: number): boolean {
  const t = times[index]!;
  return t < time || (t === time && positions[index]! < position);
}

/** Builds the index of the instants at `path` (each readable date on the path) over `records`. */
export function createDateIndex(path: string, records: readonly (StoredRecord | undefined)[], unit: DateRangeUnit = 'instant'): DateIndex {
  const keys = pathKeys(path);
  const instants = (record: StoredRecord): number[] => {
    const found = new Set<number>();
    for (const value of primitivesAt(record, keys)) {
      const time = instantOf(value, unit);
      if (time !== undefined) found.add(time);
    }
    return [...found];
  };

  /** Per position, the instant the filter's predicate compares (undefined: none, or a hole). */
  const exact: (number | undefined)[] = [];
  const pairs: [number, number][] = [];
  records.forEach((record, position) => {
    exact[position] = record ? instantOf(readField(record, path), unit) : undefined;
    if (record) for (const time of instants(record)) pairs.push([time, position]);
  });
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const times = pairs.map((pair) => pair[0]);
  const positions = pairs.map((pair) => pair[1]);

  /** First index not before (time, position). */
  const seek = (time: number, position: number): number => {
    let low = 0;
    let high = times.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(times, positions, middle, time, position)) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const bounds = (from: number | undefined, to: number | undefined): [number, number] => [
    from === undefined ? 0 : seek(from, -Infinity),
    to === undefined ? times.length : seek(to, Infinity),
  ];

  const insert = (time: number, position: number): void => {
    const at = seek(time, position);
    times.splice(at, 0, time);
    positions.splice(at, 0, position);
  };
  const drop = (time: number, position: number): void => {
    const at = seek(time, position);
    if (times[at] === time && positions[at] === position) {
      times.splice(at, 1);
      positions.splice(at, 1);
    }
  };

  return {
    add(position, record) {
      exact[position] = instantOf(readField(record, path), unit);
      for (const time of instants(record)) insert(time, position);
    },
    remove(position, record) {
      exact[position] = undefined;
      for (const time of instants(record)) drop(time, position);
    },
    replace(position, before, after) {
      exact[position] = instantOf(readField(after, path), unit);
      const was = instants(before);
      const is = instants(after);
      for (const time of was) if (!is.includes(time)) drop(time, position);
      for (const time of is) if (!was.includes(time)) insert(time, position);
    },
    range(from, to) {
      const [start, end] = bounds(from, to);
      return start >= end ? [] : sortUnique(positions.slice(start, end));
    },
    within(from, to) {
      const [start, end] = bounds(from, to);
      const passes = (position: number): boolean => {
        const time = exact[position];
        return time !== undefined && (from === undefined || time >= from) && (to === undefined || time <= to);
      };
      // A wide range: one pass over the positions beats sorting most of them.
      if (end - start > exact.length / 8) {
        const out: number[] = [];
        for (let position = 0; position < exact.length; position += 1) if (passes(position)) out.push(position);
        return out;
      }
      return start >= end ? [] : sortUnique(positions.slice(start, end)).filter(passes);
    },
    estimate(from, to) {
      const [start, end] = bounds(from, to);
      return Math.max(0, end - start);
    },
  };
}
