import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type RunningTestApi } from '../demoApi.testkit';
import { signIn } from './signIn.testkit';
import { loadOrCreateSigningKey } from './signingKey';

/*
 * Bad input at the door: every forged, expired, tampered or malformed token is refused
 * with 401 and a message saying why, never a 500 and never the data.
 */
let api: RunningTestApi;
let memberToken: string;

beforeAll(async () => {
  api = await startTestApi();
  memberToken = (await signIn(api.url, 'member')).access_token;
});
afterAll(() => api.close());

const now = () => Math.floor(Date.now() / 1000);
/** The member's claims, to re-sign as a forger would. */
const memberClaims = () => {
  const { iat: _iat, exp: _exp, ...claims } = decodeJwt(memberToken);
  return claims;
};
const serverKey = () => loadOrCreateSigningKey(join(api.dataDir, 'auth', 'signing-key.json'));

const cases: [string, () => Promise<string>][] = [
  ['no token at all', async () => ''],
  ['not a JWT', async () => 'Bearer not-a-token'],
  ['three garbage parts', async () => 'Bearer a.b.c'],
  ['a Basic header', async () => `Basic ${Buffer.from('admin:demo').toString('base64')}`],
  ['alg none', async () => `Bearer ${new UnsecuredJWT({ ...memberClaims(), realm_access: { roles: ['ADMIN'] } }).setExpirationTime('5m').encode()}`],
  [
    'signed with another key',
    async () => {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      return `Bearer ${await new SignJWT({ ...memberClaims(), realm_access: { roles: ['ADMIN'] } }).setProtectedHeader({ alg: 'ES256', kid: serverKey().kid }).setExpirationTime('5m').sign(privateKey)}`;
    },
  ],
  [
    'HS256 keyed with the public key',
    async () => {
      const secret = new TextEncoder().encode(JSON.stringify(serverKey().publicKey.export({ format: 'jwk' })));
      return `Bearer ${await new SignJWT({ ...memberClaims() }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('5m').sign(secret)}`;
    },
  ],
  [
    'expired',
    async () =>
      `Bearer ${await new SignJWT({ ...memberClaims() })
        .setProtectedHeader({ alg: 'ES256' })
        .setIssuedAt(now() - 600)
        .setExpirationTime(now() - 60)
        .sign(serverKey().privateKey)}`,
  ],
  [
    'for another audience',
    async () =>
      `Bearer ${await new SignJWT({ ...memberClaims(), aud: 'someone-else' }).setProtectedHeader({ alg: 'ES256' }).setExpirationTime('5m').sign(serverKey().privateKey)}`,
  ],
  ['a refresh token', async () => `Bearer ${(await signIn(api.url, 'member')).refresh_token}`],
  [
    'roles tampered after signing',
    async () => {
      const [header, , signature] = memberToken.split('.');
      const payload = Buffer.from(JSON.stringify({ ...decodeJwt(memberToken), realm_access: { roles: ['ADMIN'] } })).toString('base64url');
      return `Bearer ${header}.${payload}.${signature}`;
    },
  ],
];

describe('a forged or broken token', () => {
  it.each(cases)('%s: 401 with a clear message, no data', async (_name, make) => {
    const authorization = await make();
    const answer = await api.anonymous('GET', 'gadget/page?limit=5', undefined, authorization ? { Authorization: authorization } : {});
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      error: expect.stringMatching(/^(UNAUTHENTICATED|INVALID_TOKEN|TOKEN_EXPIRED)$/),
      message: expect.any(String),
      traceId: expect.any(String),
    });
    // A write is refused before its body is looked at.
    expect((await api.anonymous('POST', 'gadget', { name: 'x', code: 'X' }, authorization ? { Authorization: authorization } : {})).status).toBe(401);
  });

  it('says an expired token has expired', async () => {
    const token = await new SignJWT({ ...memberClaims() })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuedAt(now() - 600)
      .setExpirationTime(now() - 60)
      .sign(serverKey().privateKey);
    const answer = await api.anonymous('GET', 'gadget/page', undefined, { Authorization: `Bearer ${token}` });
    expect(answer.body).toMatchObject({ error: 'TOKEN_EXPIRED', message: expect.stringContaining('expired') });
  });

  it('a genuine token still works (the cases above fail for their flaw only)', async () => {
    const answer = await api.anonymous('GET', 'gadget/page?limit=5', undefined, { Authorization: `Bearer ${memberToken}` });
    expect(answer.status).toBe(200);
  });

  it('keeps the signing key in the data directory, readable by its owner only', () => {
    const file = join(api.dataDir, 'auth', 'signing-key.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ kid: expect.any(String), jwk: { kty: 'EC', crv: 'P-256' } });
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});

describe('a short token lifetime', () => {
  it('is the one configured (auth.accessTokenTtl), so tests can let a token expire', async () => {
    const short = await startTestApi({ auth: { accessTokenTtl: 1 } });
    try {
      const { access_token } = await signIn(short.url, 'admin');
      const claims = decodeJwt(access_token);
      expect(Number(claims.exp) - Number(claims.iat)).toBe(1);
    } finally {
      await short.close();
    }
  });
});
