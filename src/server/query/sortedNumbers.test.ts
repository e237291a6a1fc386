import { describe, expect, it } from 'vitest';
import { hasSorted, insertSorted, intersectSorted, lowerBound, removeSorted, sortUnique, unionSorted } from './sortedNumbers';

describe('sorted position lists', () => {
  it('finds, inserts and removes in place, without repeats', () => {
    const list = [2, 4, 8];
    expect(lowerBound(list, 5)).toBe(2);
    insertSorted(list, 5);
    insertSorted(list, 4);
    insertSorted(list, 9);
    insertSorted(list, 0);
    expect(list).toEqual([0, 2, 4, 5, 8, 9]);
    removeSorted(list, 4);
    removeSorted(list, 7);
    expect(list).toEqual([0, 2, 5, 8, 9]);
    expect(hasSorted(list, 8)).toBe(true);
    expect(hasSorted(list, 3)).toBe(false);
  });

  it('unites and intersects, by search or by merge', () => {
    expect(sortUnique([3, 1, 3, 2, 1])).toEqual([1, 2, 3]);
    // Dense lists are marked, sparse ones sorted: the same union either way.
    expect(
      unionSorted([
        [1, 5],
        [2, 5, 7],
      ]),
    ).toEqual([1, 2, 5, 7]);
    expect(
      unionSorted([
        [1, 1000],
        [2, 1000],
      ]),
    ).toEqual([1, 2, 1000]);
    expect(unionSorted([[], [0, 3], []])).toEqual([0, 3]);
    expect(unionSorted([[], []])).toEqual([]);
    const large = Array.from({ length: 1000 }, (_, index) => index * 2);
    expect(intersectSorted([3, 4, 10, 2001], large)).toEqual([4, 10]);
    expect(
      intersectSorted(
        large.slice(0, 600),
        large.slice(500).map((value) => value + 0),
      ),
    ).toEqual(large.slice(500, 600));
  });
});
