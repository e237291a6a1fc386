import { describe, expect, it } from 'vitest';
import { createEqualityIndex } from './equalityIndex';

describe('createEqualityIndex', () => {
  const records = [{ s: 'A' }, { s: 2 }, { s: true }, undefined, { s: ['A', 'B'] }, { s: 'Rio, RJ' }, { s: '2' }];
  const index = createEqualityIndex(['s'], records);

  it('finds values of each kind from the query text, a comma list meaning any of', () => {
    expect(index.lookup('A')).toEqual([0, 4]);
    expect(index.lookup('2')).toEqual([1, 6]);
    expect(index.lookup('2.0')).toEqual([1]);
    expect(index.lookup(' TRUE ')).toEqual([2]);
    expect(index.lookup('B,2')).toEqual([1, 4, 6]);
    expect(index.lookup('Rio, RJ')).toEqual([5]);
    expect(index.lookup('nope')).toEqual([]);
    expect(index.estimate('A,B')).toBe(3);
  });

  it('follows additions and removals', () => {
    const changing = createEqualityIndex(['s'], records);
    changing.remove(0, { s: 'A' });
    changing.add(7, { s: 'A' });
    expect(changing.lookup('A')).toEqual([4, 7]);
  });

  it('follows a replace, moving only the values that changed', () => {
    const changing = createEqualityIndex(['s'], records);
    changing.replace(4, { s: ['A', 'B'] }, { s: ['B', 'C'] });
    changing.replace(1, { s: 2 }, { s: 2 });
    expect(changing.lookup('A')).toEqual([0]);
    expect(changing.lookup('B,C')).toEqual([4]);
    expect(changing.lookup('2')).toEqual([1, 6]);
  });
});
