import { scopeDeclaration } from '../data/scopeDeclaration';
import { authDeclaration } from './authDeclaration';

/** Unsigned JWTs for tests of what the browser reads (it never checks signatures). */
export function testToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

/** Sets `value` at a dot path of `payload` (`org.roles`), making the objects on the way. */
function setClaim(payload: Record<string, unknown>, path: string, value: unknown): void {
  const steps = path.split('.');
  const last = steps.pop() as string;
  let target = payload;
  for (const step of steps) {
    const next = target[step];
    target = (target[step] = next !== null && typeof next === 'object' ? next : {}) as Record<string, unknown>;
  }
  target[last] = value;
}

/**
 * A token of `username` with `roles`, expiring `inSeconds` from now, at the running
 * application's claims; `scopes` gives the values of its scope levels' claims (`['p1']` for
 * a level not given).
 */
export function userToken(
  username: string,
  roles: string[],
  { inSeconds = 300, scopes = {} }: { inSeconds?: number; scopes?: Record<string, string[]> } = {},
): string {
  const { claims } = authDeclaration();
  const payload: Record<string, unknown> = { exp: Math.floor(Date.now() / 1000) + inSeconds };
  setClaim(payload, claims.userId, `id-${username}`);
  setClaim(payload, claims.username, username);
  setClaim(payload, claims.roles, roles);
  for (const level of scopeDeclaration().levels) if (level.claim) setClaim(payload, level.claim, scopes[level.name] ?? ['p1']);
  return testToken(payload);
}
