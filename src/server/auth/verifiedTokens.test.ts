import { describe, expect, it } from 'vitest';
import { createVerifiedTokens } from './verifiedTokens';

describe('verified tokens', () => {
  it('answer a verified token until it expires, then forget it', () => {
    let clock = 1_000_000;
    const tokens = createVerifiedTokens(10, () => clock);
    tokens.remember('a', { sub: 'u', exp: 1_000 + 60 });
    expect(tokens.get('a')).toEqual({ sub: 'u', exp: 1_060 });
    clock = 1_060_000;
    expect(tokens.get('a')).toBeUndefined();
    clock = 1_000_000;
    expect(tokens.get('a')).toBeUndefined();
  });

  it('keep at most their capacity, the oldest going first, and never a token without an expiry', () => {
    const tokens = createVerifiedTokens(2, () => 0);
    tokens.remember('a', { exp: 10 });
    tokens.remember('b', { exp: 10 });
    tokens.remember('c', { exp: 10 });
    expect([tokens.get('a'), tokens.get('b'), tokens.get('c')].map(Boolean)).toEqual([false, true, true]);
    tokens.remember('d', {});
    expect(tokens.get('d')).toBeUndefined();
  });
});
