/** Unsigned JWTs for tests of what the browser reads (it never checks signatures). */
export function testToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

/** A token of `username` with `roles`, expiring `inSeconds` from now. */
export function userToken(username: string, roles: string[], { inSeconds = 300, projects = ['p1'] }: { inSeconds?: number; projects?: string[] } = {}): string {
  return testToken({
    sub: `id-${username}`,
    preferred_username: username,
    ProjectId: projects,
    realm_access: { roles },
    exp: Math.floor(Date.now() / 1000) + inSeconds,
  });
}
