import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication } from '../application/applicationDeclaration';
import { PRODUCT_APPLICATION } from '../../productApplication';
import { compareForSort, compareValues } from './compareValues';

afterEach(() => declareApplication(PRODUCT_APPLICATION));

describe('compareValues', () => {
  it('compares numbers numerically, not as text', () => {
    expect(compareValues(9, 10)).toBeLessThan(0);
  });
  it('compares text ignoring case and accents', () => {
    expect(compareValues('água', 'Agua')).toBe(0);
    expect(compareValues('Civil', 'elétrica')).toBeLessThan(0);
    expect(compareValues('Zeta', 'ábaco')).toBeGreaterThan(0);
  });
  it("sorts text by the application's default language when it declares no collation", () => {
    // Swedish puts "ä" after "z"; English and Portuguese sort it with "a".
    declareApplication({});
    expect(compareValues('ä', 'z')).toBeLessThan(0);
    declareApplication({ languages: { locales: ['sv'], default: 'sv', foreignBrowser: 'sv' } });
    expect(compareValues('ä', 'z')).toBeGreaterThan(0);
  });
  it('sorts text by the declared collation, whatever the default language', () => {
    declareApplication({ languages: { locales: ['en'], default: 'en', foreignBrowser: 'en', collation: 'sv' } });
    expect(compareValues('ä', 'z')).toBeGreaterThan(0);
    expect(compareValues('Ä', 'ä')).toBe(0);
  });
  it("sorts the product's texts in Portuguese", () => {
    expect(compareValues('ä', 'z')).toBeLessThan(0);
    expect(compareValues('Ção', 'cao')).toBe(0);
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
