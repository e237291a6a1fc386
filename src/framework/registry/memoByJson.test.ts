import { describe, expect, test, vi } from 'vitest';
import { memoByJson } from './memoByJson';

describe('memoByJson', () => {
  test('computes once per distinct JSON text, whatever object holds it', () => {
    const compute = vi.fn((schema: { type: string }) => `compiled ${schema.type}`);
    const memo = memoByJson(compute);
    expect(memo({ type: 'string' })).toBe('compiled string');
    expect(memo({ type: 'string' })).toBe('compiled string');
    expect(memo({ type: 'number' })).toBe('compiled number');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  test('forgets the oldest argument past its limit', () => {
    const compute = vi.fn((value: { n: number }) => value.n * 2);
    const memo = memoByJson(compute, 2);
    memo({ n: 1 });
    memo({ n: 2 });
    memo({ n: 3 });
    memo({ n: 1 });
    expect(compute).toHaveBeenCalledTimes(4);
    memo({ n: 3 });
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
