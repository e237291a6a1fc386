import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, signIn } from './auth/signIn.testkit';
import { ids, startTestApi, type RunningTestApi } from './demoApi.testkit';

let api: RunningTestApi;
/** The admin's Authorization header: the checks below come after sign-in's 401. */
let authorization: string;
beforeEach(async () => {
  api = await startTestApi();
  authorization = authHeaders((await signIn(api.url, 'admin')).access_token).Authorization ?? '';
});
afterEach(() => api.close());

async function raw(path: string, init: RequestInit): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetch(api.url + path, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

describe('web safety of the demo API', () => {
  it('refuses a cross-site text/plain POST with 415 and creates nothing', async () => {
    const before = (await api.call('GET', 'gadget/page?collectionCount=true')).body as { data: { count: number } };
    const answer = await raw('gadget', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Authorization: authorization },
      body: JSON.stringify({ name: 'Intruso', code: 'I-1' }),
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE', traceId: expect.any(String) });
    expect((await api.call('GET', 'gadget/page?collectionCount=true')).body).toEqual(before);
  });

  it('refuses a foreign Origin with 403 and creates nothing', async () => {
    const answer = await raw('gadget', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ name: 'Intruso', code: 'I-1' }),
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'FORBIDDEN_ORIGIN', traceId: expect.any(String) });
    expect(((await api.call('GET', 'gadget/page?name=Intruso&collectionCount=true')).body as { data: { count: number } }).data.count).toBe(0);
  });

  it('puts the security headers on every answer, errors included', async () => {
    for (const path of ['gadget/page', 'nothing/here', `gadget/${ids.gadget[0]}`]) {
      const response = await fetch(api.url + path);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-(eval|inline)/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  it('refuses unknown properties, prototype keys and numbers that are not finite, storing nothing', async () => {
    const unknown = await api.call('POST', 'gadget', { name: 'Novo', code: 'N-9', isAdmin: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: 'VALIDATION_ERROR', errors: [{ field: 'isAdmin', keyword: 'additionalProperties' }] });
    for (const body of [
      '{"name":"Novo","code":"N-9","__proto__":{"isAdmin":true}}',
      '{"name":"Novo","code":"N-9","weight":1e309}',
      `{"name":"Novo","code":"N-9","tags":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    ]) {
      const answer = await api.call('POST', 'gadget', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: 'INVALID_BODY', traceId: expect.any(String) });
    }
    expect(((await api.call('GET', 'gadget/page?name=Novo&collectionCount=true')).body as { data: { count: number } }).data.count).toBe(0);
  });

  it('answers a URL over 16 KB with 414 in the error shape', async () => {
    const answer = await raw(`gadget/page?name=${'a'.repeat(17_000)}`, {});
    expect(answer.status).toBe(414);
    expect(answer.body).toMatchObject({ error: 'URI_TOO_LONG', traceId: expect.any(String) });
  });
});

describe('what node refuses before the API', () => {
  it('answers headers over 64 KB with 431 in the error shape, not an empty answer', async () => {
    const response = await fetch(`${api.url}gadget/page`, { headers: { 'X-Padding': 'a'.repeat(70_000) } });
    expect(response.status).toBe(431);
    expect(await response.json()).toMatchObject({ error: 'REQUEST_HEADER_FIELDS_TOO_LARGE', traceId: expect.any(String) });
  });
});
