import { describe, expect, it } from 'vitest';
import { hierarchyIndex } from './hierarchyIndex';

const fields = { idField: '_id', children: 'children' };

describe('hierarchyIndex', () => {
  it('finds roots, parents, ancestors and subtree sizes', () => {
    const index = hierarchyIndex(
      [{ _id: 'a', children: ['b', 'c'] }, { _id: 'b', children: ['d'] }, { _id: 'c' }, { _id: 'd', children: ['gone'] }, { _id: 'e' }],
      fields,
    );
    expect(index.roots().map((record) => record._id)).toEqual(['a', 'e']);
    expect(index.parentOf('d')).toBe('b');
    expect(index.childrenOf('d')).toEqual([]);
    expect(index.ancestorsOf('d').map((record) => record._id)).toEqual(['a', 'b']);
    expect([index.descendantCount('a'), index.descendantCount('b'), index.descendantCount('e')]).toEqual([3, 1, 0]);
  });

  it('walks a loop in stored data once and a chain of 50 000 levels without overflowing', () => {
    const loop = hierarchyIndex(
      [
        { _id: 'x', children: ['y'] },
        { _id: 'y', children: ['x'] },
      ],
      fields,
    );
    expect(loop.descendantCount('x')).toBe(1);
    expect(loop.ancestorsOf('x').map((record) => record._id)).toEqual(['y']);
    const chain = Array.from({ length: 50_000 }, (_, level) => ({ _id: `n${level}`, children: [`n${level + 1}`] }));
    const deep = hierarchyIndex(chain, fields);
    expect(deep.descendantCount('n0')).toBe(49_999);
    expect(deep.ancestorsOf('n49999')).toHaveLength(49_999);
  });
});
