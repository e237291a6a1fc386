import { describe, expect, it } from 'vitest';
import { testToken } from './testTokens';
import { isTokenExpired, readTokenClaims } from './tokenClaims';

describe('readTokenClaims', () => {
  it('reads the user, projects and upper-cased roles of a token, and nothing of a non-token', () => {
    const token = testToken({ sub: 'u1', preferred_username: 'ana', ProjectId: ['p1', 'p2'], realm_access: { roles: ['admin'] } });
    expect(readTokenClaims(token)).toEqual({ userId: 'u1', username: 'ana', projectIds: ['p1', 'p2'], roles: ['ADMIN'], expiresAt: undefined });
    expect(readTokenClaims('not a token')).toBeUndefined();
    expect(readTokenClaims(null)).toBeUndefined();
  });

  it('decodes a token once however often it is read (each access question reads it), and a new token afresh', () => {
    const first = testToken({ sub: 'u1', realm_access: { roles: ['user'] } });
    const claims = readTokenClaims(first);
    expect(readTokenClaims(first)).toBe(claims);
    // Shared by its readers, so none can change it under the others.
    expect(() => claims!.roles.push('ADMIN')).toThrow();
    const second = testToken({ sub: 'u2', realm_access: { roles: ['admin'] } });
    expect(readTokenClaims(second)?.userId).toBe('u2');
    expect(readTokenClaims(first)?.roles).toEqual(['USER']);
  });

  it('says a token is expired a few seconds before its expiry', () => {
    const token = testToken({ sub: 'u1', exp: 1_000 });
    expect(isTokenExpired(token, 994_000)).toBe(false);
    expect(isTokenExpired(token, 996_000)).toBe(true);
    expect(isTokenExpired('garbage')).toBe(true);
  });
});
