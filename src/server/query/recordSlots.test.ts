import { describe, expect, it } from 'vitest';
import { createRecordSlots } from './recordSlots';

describe('createRecordSlots', () => {
  it('keeps positions in stored order: replaced in place, new ones at the end, holes for removals', () => {
    const slots = createRecordSlots([{ id: 1 }, { id: 2 }], 'id');
    expect(slots.apply({ kind: 'replace', before: { id: 1 }, after: { id: 1, n: 1 } })).toBe(0);
    expect(slots.apply({ kind: 'remove', record: { id: 2 } })).toBe(1);
    expect(slots.apply({ kind: 'insert', record: { id: 2 } })).toBe(2);
    expect(slots.records).toEqual([{ id: 1, n: 1 }, undefined, { id: 2 }]);
    expect([slots.positionOf('2'), slots.live, slots.holes]).toEqual([2, 2, 1]);
    expect(() => slots.apply({ kind: 'remove', record: { id: 9 } })).toThrow('does not know record "9"');
  });
});
