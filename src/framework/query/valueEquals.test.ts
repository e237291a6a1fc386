import { describe, expect, it } from 'vitest';
import { splitList, valueEqualsAnyOf, valueEqualsToken } from './valueEquals';

describe('splitList', () => {
  it('drops blanks and spaces around items', () => {
    expect(splitList('a, b,,c')).toEqual(['a', 'b', 'c']);
  });
});

describe('valueEqualsToken', () => {
  it('reads the token as the stored value kind', () => {
    expect(valueEqualsToken(2, '2')).toBe(true);
    expect(valueEqualsToken(2, '2.0')).toBe(true);
    expect(valueEqualsToken(0, '')).toBe(false);
    expect(valueEqualsToken(true, 'true')).toBe(true);
    expect(valueEqualsToken(false, 'true')).toBe(false);
    expect(valueEqualsToken('ACTIVE', 'active')).toBe(false);
  });
  it('matches an array when any item matches', () => {
    expect(valueEqualsToken(['a', 'b'], 'b')).toBe(true);
    expect(valueEqualsToken(['a', 'b'], 'c')).toBe(false);
  });
  it('never matches a missing value', () => {
    expect(valueEqualsToken(undefined, 'x')).toBe(false);
    expect(valueEqualsToken(null, 'null')).toBe(false);
  });
});

describe('valueEqualsAnyOf', () => {
  it('accepts any item of a comma list', () => {
    expect(valueEqualsAnyOf('B', 'A,B')).toBe(true);
    expect(valueEqualsAnyOf(3, '1,2')).toBe(false);
  });
  it('still matches a stored text that holds the comma', () => {
    expect(valueEqualsAnyOf('Rio, RJ', 'Rio, RJ')).toBe(true);
  });
});
