import { describe, expect, it } from 'vitest';
import { compareForSort, compareValues } from './compareValues';

describe('compareValues', () => {
  it('compares numbers numerically, not as text', () => {
    expect(compareValues(9, 10)).toBeLessThan(0);
  });
  it('compares text ignoring case and accents', () => {
    expect(compareValues('água', 'Agua')).toBe(0);
    expect(compareValues('Civil', 'elétrica')).toBeLessThan(0);
    expect(compareValues('Zeta', 'ábaco')).toBeGreaterThan(0);
  });
  it('puts false before true', () => {
    expect(compareValues(false, true)).toBeLessThan(0);
  });
});

describe('compareForSort', () => {
  it('flips present values for DESC', () => {
    expect(compareForSort(1, 2, 'ASC')).toBeLessThan(0);
    expect(compareForSort(1, 2, 'DESC')).toBeGreaterThan(0);
  });
  it('keeps missing values last in both orders', () => {
    for (const order of ['ASC', 'DESC'] as const) {
      expect(compareForSort(undefined, 'a', order)).toBeGreaterThan(0);
      expect(compareForSort('a', null, order)).toBeLessThan(0);
      expect(compareForSort('', 'a', order)).toBeGreaterThan(0);
      expect(compareForSort(undefined, null, order)).toBe(0);
    }
  });
});
