import { describe, expect, it } from 'vitest';
import { readField } from './readField';

describe('readField', () => {
  it('reads top-level and nested values', () => {
    expect(readField({ name: 'x' }, 'name')).toBe('x');
    expect(readField({ a: { b: 2 } }, 'a.b')).toBe(2);
  });
  it('gives undefined for a path that goes nowhere', () => {
    expect(readField({ a: 1 }, 'a.b')).toBeUndefined();
    expect(readField({}, 'x')).toBeUndefined();
  });
});
