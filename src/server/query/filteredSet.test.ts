import { describe, expect, it } from 'vitest';
import { createFilteredSet } from './filteredSet';

describe('createFilteredSet', () => {
  it('follows changes with its predicates, in the list and in the bitmap', () => {
    const set = createFilteredSet([(record) => record.ok === true], [1, 4]);
    set.update(2, { ok: true });
    set.update(4, { ok: false });
    expect(set.members).toEqual([1, 2]);
    const bits = set.bits();
    expect([bits[1], bits[2], bits[4]]).toEqual([1, 1, 0]);
    set.update(100, { ok: true });
    set.update(1, undefined);
    expect(set.members).toEqual([2, 100]);
    expect(set.bits()[100]).toBe(1);
    expect(set.bits()[1]).toBe(0);
  });
});
