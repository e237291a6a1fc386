import { describe, expect, it } from 'vitest';
import { elementTimelinePath, levelPath, parseElementLevel } from './elementTreeCalls';

describe('the element tree calls', () => {
  it('read a level and refuse any other shape', () => {
    const node = { _id: 'a', identifier: 'SIS-1', name: 'S', tree: 'SIS-1', childrenCount: 2, descendantsCount: 5, commissionableItemsCount: 0 };
    expect(parseElementLevel({ items: [node], count: 1 })).toEqual({ items: [node], count: 1 });
    expect(() => parseElementLevel({ items: [{ _id: 'a' }], count: 1 })).toThrow(/unexpected shape/);
    expect(() => parseElementLevel(undefined)).toThrow(/unexpected shape/);
  });

  it('name the roots, a level and a timeline by path, ids encoded', () => {
    expect(levelPath(undefined)).toBe('element/tree');
    expect(levelPath('a/b')).toBe('element/a%2Fb/childrens');
    expect(elementTimelinePath('64d1')).toBe('/timeline/element/64d1');
  });
});
