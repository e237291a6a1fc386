import { describe, expect, it } from 'vitest';
import { referenceChoicesMode } from './referenceChoicesMode';

describe('referenceChoicesMode', () => {
  it('searches the API when the role may list the records, whatever the app knows', () => {
    expect(referenceChoicesMode({ mayList: true, knowsChoices: false })).toBe('search');
    expect(referenceChoicesMode({ mayList: true, knowsChoices: true })).toBe('search');
  });

  it("offers the app's own records when the role may not list them and the app knows some", () => {
    expect(referenceChoicesMode({ mayList: false, knowsChoices: true })).toBe('known');
  });

  it('keeps the value as it is when the role may not list them and the app knows none', () => {
    expect(referenceChoicesMode({ mayList: false, knowsChoices: false })).toBe('fixed');
  });
});
