import { describe, expect, it } from 'vitest';
import { newRecordId } from './newRecordId';

describe('newRecordId', () => {
  it('gives 24 lowercase hex characters, different each time', () => {
    const first = newRecordId(['64b7f0c2a1e4d5f6a7b8c9d0']);
    expect(first).toMatch(/^[0-9a-f]{24}$/);
    expect(newRecordId([])).not.toBe(first);
  });
  it('continues a numeric sequence', () => {
    expect(newRecordId([3, 7, 5])).toBe(8);
  });
});
