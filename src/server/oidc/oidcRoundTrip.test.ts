import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../auth/signInThrottle';
import { startTestApi, type RunningTestApi } from '../demoApi.testkit';
import { OIDC_CLIENT_ID } from './providerConfiguration';

/*
 * The single sign-on round trip over HTTP, with no browser: an authorization request with
 * PKCE, state and nonce; the provider's sign-in page; the code; the token request with
 * the code verifier; then the API's own tokens for the provider's access token.
 */
let api: RunningTestApi;
let origin: string;
let issuer: string;

beforeAll(async () => {
  api = await startTestApi();
  origin = new URL(api.url).origin;
  issuer = `${origin}/api/oidc`;
});
afterAll(() => api.close());

/** The browser's part: cookies kept between the provider's redirects (names only; paths ignored). */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        const expired = attributes.some((attribute) => /expires=thu, 01 jan 1970/i.test(attribute.trim()));
        if (expired || value === '') cookies.delete(name.trim());
        else cookies.set(name.trim(), value);
      }
    },
  };
}

const base64url = (bytes: Buffer): string => bytes.toString('base64url');

async function authorize(overrides: Record<string, string | undefined> = {}) {
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const nonce = base64url(randomBytes(16));
  const params: Record<string, string | undefined> = {
    client_id: OIDC_CLIENT_ID,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `${origin}/redirect`,
    state,
    nonce,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...overrides,
  };
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const jar = cookieJar();
  const response = await fetch(`${issuer}/auth?${query}`, { redirect: 'manual' });
  jar.take(response);
  return { verifier, state, nonce, jar, response };
}

/** Follows redirects by hand until one leaves the provider (the app's redirect URI) or a page answers. */
async function follow(start: Response, jar: ReturnType<typeof cookieJar>): Promise<{ response: Response; url: string }> {
  let response = start;
  let url = '';
  for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
    url = new URL(response.headers.get('location') ?? '', issuer).href;
    if (!url.startsWith(issuer)) break;
    response = await fetch(url, { redirect: 'manual', headers: { Cookie: jar.header() } });
    jar.take(response);
  }
  return { response, url };
}

async function signInAtProvider(username: string, password: string) {
  const flow = await authorize();
  const { response: loginPage, url: interactionUrl } = await follow(flow.response, flow.jar);
  const html = await loginPage.text();
  const submitted = await fetch(`${interactionUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: flow.jar.header(), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  flow.jar.take(submitted);
  return { ...flow, html, loginPage, submitted };
}

describe('single sign-on', () => {
  it('publishes its configuration: code flow, S256 PKCE', async () => {
    const configuration = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(configuration).toMatchObject({ issuer, response_types_supported: ['code'], code_challenge_methods_supported: ['S256'] });
  });

  it('runs authorization (PKCE, state, nonce) → sign-in page → code → tokens → the API’s own tokens', async () => {
    const flow = await signInAtProvider('member', 'demo');
    expect(flow.loginPage.status).toBe(200);
    // A strict CSP (no unsafe-inline) allows this page: no inline script or style.
    expect(flow.html).toContain('<form method="post"');
    expect(flow.html).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
    const { response: back, url } = await follow(flow.submitted, flow.jar);
    expect(back.status).toBeGreaterThanOrEqual(300);
    const redirect = new URL(url);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${origin}/redirect`);
    expect(redirect.searchParams.get('state')).toBe(flow.state);
    const code = redirect.searchParams.get('code');
    expect(code).toBeTruthy();

    const token = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code ?? '',
        redirect_uri: `${origin}/redirect`,
        client_id: OIDC_CLIENT_ID,
        code_verifier: flow.verifier,
      }).toString(),
    });
    expect(token.status).toBe(200);
    const tokens = (await token.json()) as { access_token: string; id_token: string };
    expect(decodeJwt(tokens.id_token)).toMatchObject({ iss: issuer, aud: OIDC_CLIENT_ID, nonce: flow.nonce, preferred_username: 'member' });

    const exchange = await api.anonymous('POST', 'session/sso-token', { accessToken: tokens.access_token });
    expect(exchange.status).toBe(200);
    const ours = (exchange.body as { data: { access_token: string; refresh_token: string; id_token: string } }).data;
    expect(decodeJwt(ours.access_token)).toMatchObject({ preferred_username: 'member', realm_access: { roles: ['USER'] } });
    expect((await api.anonymous('GET', 'gadget/page?limit=1', undefined, { Authorization: `Bearer ${ours.access_token}` })).status).toBe(200);
  });

  it('refuses the code without the PKCE verifier or with another one, and a second use of it', async () => {
    const flow = await signInAtProvider('admin', 'demo');
    const { url } = await follow(flow.submitted, flow.jar);
    const code = new URL(url).searchParams.get('code') ?? '';
    const request = (verifier?: string) =>
      fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${origin}/redirect`,
          client_id: OIDC_CLIENT_ID,
          ...(verifier ? { code_verifier: verifier } : {}),
        }).toString(),
      });
    expect((await request()).status).toBe(400);
    expect((await request(base64url(randomBytes(32)))).status).toBe(400);
    expect((await request(flow.verifier)).status).toBe(200);
    // A code is good once.
    expect((await request(flow.verifier)).status).toBe(400);
  });

  it('refuses an authorization request without a code challenge', async () => {
    const flow = await authorize({ code_challenge: undefined, code_challenge_method: undefined });
    const location = new URL(flow.response.headers.get('location') ?? '', issuer);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('shows the sign-in page again, 401, for a wrong password', async () => {
    const flow = await signInAtProvider('member', 'wrong');
    expect(flow.submitted.status).toBe(401);
    expect(await flow.submitted.text()).toContain('Usuário ou senha inválidos.');
  });

  it('slows a password guesser down with 429 and Retry-After, counting with session/login', async () => {
    const flow = await authorize();
    const { response: loginPage, url: interactionUrl } = await follow(flow.response, flow.jar);
    await loginPage.text();
    const submit = (password: string) =>
      fetch(`${interactionUrl}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: flow.jar.header(), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'read-only', password }).toString(),
      });
    let failures = 0;
    let answer = await submit('guess');
    for (; answer.status === 401 && failures < 3 * SIGN_IN_LIMITS.pair.freeFailures; failures += 1) answer = await submit(`guess-${failures}`);
    // The free failures and the one that starts the first (1 s) wait; a slow machine may let one more through.
    expect(failures).toBeGreaterThanOrEqual(SIGN_IN_LIMITS.pair.freeFailures + 1);
    expect(failures).toBeLessThanOrEqual(SIGN_IN_LIMITS.pair.freeFailures + 3);
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await answer.text()).toContain('Muitas tentativas de acesso sem sucesso');
    // One throttle for both sign-in pages.
    expect((await api.anonymous('POST', 'session/login', { username: 'read-only', password: 'demo' })).status).toBe(429);
  });

  it('refuses a foreign Host or Origin like the API does (403 FORBIDDEN_ORIGIN)', async () => {
    const answer = await fetch(`${issuer}/.well-known/openid-configuration`, { headers: { Origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: 'FORBIDDEN_ORIGIN', traceId: expect.any(String) });
  });

  it('answers 401 "Erro validando o Login." for a token the provider did not issue', async () => {
    const answer = await api.anonymous('POST', 'session/sso-token', { accessToken: 'forged' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: 'SSO_VALIDATION_FAILED', message: 'Erro validando o Login.' });
  });
});
