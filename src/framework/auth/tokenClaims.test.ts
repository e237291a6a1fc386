import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { testToken } from './testTokens';
import { isTokenExpired, readTokenClaims } from './tokenClaims';

describe('readTokenClaims', () => {
  it('reads the user, projects and upper-cased roles of a token, and nothing of a non-token', () => {
    const token = testToken({ sub: 'u1', preferred_username: 'ana', ProjectId: ['p1', 'p2'], realm_access: { roles: ['admin'] } });
    expect(readTokenClaims(token)).toEqual({ userId: 'u1', username: 'ana', scopes: { project: ['p1', 'p2'] }, roles: ['ADMIN'], expiresAt: undefined });
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

describe('readTokenClaims at the claims an application declares', () => {
  const product = declaredApplication();
  afterEach(() => declareApplication(product));
  const payload = {
    sub: 'u1',
    preferred_username: 'ana',
    roles: ['reader'],
    realm_access: { roles: ['admin'] },
    ProjectId: ['p1'],
    org: { branches: ['b1', 'b2'] },
  };

  it('reads the standard claims and no scope when the application declares nothing', () => {
    declareApplication({});
    expect(readTokenClaims(testToken(payload))).toEqual({ userId: 'u1', username: 'ana', roles: ['reader'], scopes: {}, expiresAt: undefined });
  });

  it("reads another application's claim paths and its scope level's claim, and reads the same token afresh after a new declaration", () => {
    const token = testToken(payload);
    const before = readTokenClaims(token);
    declareApplication({
      auth: { claims: { userId: 'preferred_username', roles: 'realm_access.roles' } },
      scope: { levels: [{ name: 'branch', header: 'X-Branch', storage: 'local', storageKey: 'branch', claim: 'org.branches' }] },
    });
    const after = readTokenClaims(token);
    expect(after).not.toBe(before);
    expect(after).toEqual({ userId: 'ana', username: 'ana', roles: ['admin'], scopes: { branch: ['b1', 'b2'] }, expiresAt: undefined });
  });

  it('reads a missing or malformed claim as empty, never as an error', () => {
    declareApplication({
      auth: { claims: { roles: 'realm_access.roles.list' } },
      scope: { levels: [{ name: 'branch', header: 'X-Branch', storage: 'local', storageKey: 'b', claim: 'nowhere.at.all' }] },
    });
    expect(readTokenClaims(testToken({ sub: 7, realm_access: 'none' }))).toEqual({
      userId: '',
      username: '',
      roles: [],
      scopes: { branch: [] },
      expiresAt: undefined,
    });
  });
});
