import { describe, expect, it, vi } from 'vitest';
import { createFeatureFlags, featureClaimsOf } from './featureFlags';

const answer = {
  data: {
    lastUpdated: '2026-11-01T00:00:00.000Z',
    items: [
      { name: 'elements', enabled: false },
      { name: 'events', enabled: true },
    ],
  },
};

describe('feature flags', () => {
  it('shows every feature until the flags arrive, then hides the ones switched off', async () => {
    const flags = createFeatureFlags(async () => answer);
    expect(flags.isEnabled('elements')).toBe(true);
    await flags.load();
    expect(flags.isEnabled('elements')).toBe(false);
    expect(flags.isEnabled('events')).toBe(true);
    expect(flags.isEnabled('unnamed')).toBe(true);
    expect(flags.isEnabled(undefined)).toBe(true);
    expect(flags.snapshot()).toEqual({ claims: answer.data, settled: true });
  });

  it('reads them once, tells its listeners, and tries again after a failure', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(answer);
    const flags = createFeatureFlags(read);
    const listener = vi.fn();
    flags.subscribe(listener);
    await flags.load();
    // A failure settles with every feature shown: nothing waits for flags that do not come.
    expect(flags.isEnabled('elements')).toBe(true);
    expect(flags.snapshot()).toEqual({ settled: true });
    await Promise.all([flags.load(), flags.load()]);
    await flags.load();
    expect(read).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(flags.isEnabled('elements')).toBe(false);
  });

  it('keeps the well-formed items of an answer, and none of an answer of another shape', () => {
    expect(featureClaimsOf({ lastUpdated: 'x', items: [{ name: 'a', enabled: false }, { name: 1 }, null] })).toEqual({
      lastUpdated: 'x',
      items: [{ name: 'a', enabled: false }],
    });
    expect(featureClaimsOf({ data: 'nope' })).toBeUndefined();
    expect(featureClaimsOf(null)).toBeUndefined();
  });
});
