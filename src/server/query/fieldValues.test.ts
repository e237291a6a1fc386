import { describe, expect, it } from 'vitest';
import { pathKeys, primitivesAt } from './fieldValues';

describe('primitivesAt', () => {
  it('reads a top-level or nested value', () => {
    expect(primitivesAt({ a: 1 }, ['a'])).toEqual([1]);
    expect(primitivesAt({ a: { b: 'x' } }, pathKeys('a.b'))).toEqual(['x']);
    expect(primitivesAt({ a: { b: null } }, pathKeys('a.b'))).toEqual([]);
  });

  it('walks arrays, marked with [] or not, at any depth', () => {
    const record = { responsibles: ['u1', ['u2']], steps: [{ ownerId: 'o1' }, { ownerId: 'o2' }, 'loose'] };
    expect(primitivesAt(record, pathKeys('responsibles[]'))).toEqual(['u1', 'u2']);
    expect(primitivesAt(record, pathKeys('responsibles'))).toEqual(['u1', 'u2']);
    expect(primitivesAt(record, pathKeys('steps[].ownerId'))).toEqual(['o1', 'o2']);
    expect(primitivesAt(record, pathKeys('steps.ownerId'))).toEqual(['o1', 'o2']);
  });

  it('ignores objects at the end of the path', () => {
    expect(primitivesAt({ a: { b: 1 } }, ['a'])).toEqual([]);
  });
});
