import { describe, expect, it } from 'vitest';
import { isIdentifier } from './isIdentifier';

describe('isIdentifier', () => {
  it('takes a non-empty string or any number, 0 included, and nothing else', () => {
    expect([' a', '64f0', 0, 12].every(isIdentifier)).toBe(true);
    expect(['', null, undefined, {}, ['a'], true].some(isIdentifier)).toBe(false);
  });
});
