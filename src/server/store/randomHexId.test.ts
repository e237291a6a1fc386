import { describe, expect, it } from 'vitest';
import { randomHexId } from './randomHexId';

describe('randomHexId', () => {
  it('answers 24 lowercase hex characters, never the same twice, across refills of its pool', () => {
    const ids = Array.from({ length: 2000 }, () => randomHexId());
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
