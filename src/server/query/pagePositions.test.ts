import { describe, expect, it, vi } from 'vitest';
import { createFilteredSet } from './filteredSet';
import { pagePositions } from './pagePositions';
import { createSortIndex } from './sortIndex';

describe('pagePositions', () => {
  const records = Array.from({ length: 1000 }, (_, n) => ({ v: n % 10 }));
  const sources = (index = createSortIndex('v', records)) => ({
    positions: records.length,
    sortIndex: vi.fn(() => index),
    valueAt: (p: number) => records[p]!.v,
  });

  it('cuts stored order when there is no sort', () => {
    const set = createFilteredSet([], [1, 3, 5, 7]);
    expect(pagePositions(set, undefined, { skip: 1, limit: 2 }, sources())).toEqual([3, 5]);
    expect(pagePositions(set, undefined, { skip: 9 }, sources())).toEqual([]);
  });

  it('walks the sort index when members are many, without sorting them', () => {
    const set = createFilteredSet(
      [],
      records.map((_, p) => p),
    );
    const from = sources();
    expect(pagePositions(set, { field: 'v', order: 'DESC' }, { skip: 1, limit: 3 }, from)).toEqual([19, 29, 39]);
    expect(from.sortIndex).toHaveBeenCalled();
  });

  it('sorts the members themselves when they are few, with stored order for ties', () => {
    const set = createFilteredSet([], [30, 21, 10, 2]);
    const from = sources();
    expect(pagePositions(set, { field: 'v', order: 'ASC' }, { skip: 0 }, from)).toEqual([10, 30, 21, 2]);
    expect(from.sortIndex).not.toHaveBeenCalled();
  });
});
