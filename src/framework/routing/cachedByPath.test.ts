import { describe, expect, it, vi } from 'vitest';
import { cachedByPath } from './cachedByPath';

describe('cachedByPath', () => {
  it('computes each path once, undefined answers included', () => {
    const compute = vi.fn((path: string) => (path === '/a' ? 1 : undefined));
    const cached = cachedByPath(compute);
    expect([cached('/a'), cached('/b'), cached('/a'), cached('/b')]).toEqual([1, undefined, 1, undefined]);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('starts over past its limit rather than growing without end', () => {
    const compute = vi.fn((path: string) => path.length);
    const cached = cachedByPath(compute);
    for (let n = 0; n < 2_001; n += 1) cached(`/record/${n}`);
    cached('/record/0');
    expect(compute).toHaveBeenCalledTimes(2_002);
  });
});
