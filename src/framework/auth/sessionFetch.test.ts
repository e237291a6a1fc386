import { describe, expect, it, vi } from 'vitest';
import { createSessionFetch } from './sessionFetch';
import { singleFlight } from './singleFlight';
import { isTokenExpired } from './tokenClaims';
import { userToken } from './testTokens';

/** A fake API: accepts only the tokens in `valid`, answers 401 otherwise; records what it saw. */
function fakeApi(valid: Set<string>) {
  const seen: { url: string; token: string | null; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const token = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? null;
    seen.push({ url: String(input), token, body: init?.body });
    return valid.has(token ?? '') ? new Response('{"data":{}}', { status: 200 }) : new Response('{"error":"UNAUTHORIZED"}', { status: 401 });
  });
  return { fetchImpl, seen };
}

function setup({ stored, renewTo }: { stored: string; renewTo: string | null }) {
  let token = stored;
  const valid = new Set(renewTo ? [renewTo] : []);
  const api = fakeApi(valid);
  const refreshCalls = vi.fn(async () => {
    await Promise.resolve();
    if (renewTo) token = renewTo;
    return renewTo;
  });
  const onSessionLost = vi.fn();
  const sessionFetch = createSessionFetch({
    fetch: api.fetchImpl as typeof fetch,
    readToken: () => token,
    isExpired: (t) => isTokenExpired(t),
    refresh: singleFlight(refreshCalls),
    onSessionLost,
  });
  const call = (body = '{"name":"typed"}') => sessionFetch('/api/discipline/1', { method: 'PUT', headers: { Authorization: `Bearer ${token}` }, body });
  return { ...api, refreshCalls, onSessionLost, call, valid };
}

describe('refresh and replay (spec §4 "Session")', () => {
  it('refreshes once on a 401 and replays the request with its body and the new token', async () => {
    const stale = userToken('admin', ['admin']);
    const fresh = userToken('admin', ['admin'], { inSeconds: 600 });
    const { call, seen, refreshCalls, onSessionLost } = setup({ stored: stale, renewTo: fresh });
    const response = await call('{"name":"kept"}');
    expect(response.status).toBe(200);
    expect(refreshCalls).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => s.token)).toEqual([stale, fresh]);
    expect(seen[1]?.body).toBe('{"name":"kept"}');
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('shares one refresh among concurrent 401s and replays each of them', async () => {
    const stale = userToken('admin', ['admin']);
    const fresh = userToken('admin', ['admin'], { inSeconds: 600 });
    const { call, refreshCalls, seen } = setup({ stored: stale, renewTo: fresh });
    const responses = await Promise.all([call(), call(), call(), call()]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(refreshCalls).toHaveBeenCalledTimes(1);
    expect(seen.filter((s) => s.token === fresh)).toHaveLength(4);
  });

  it('refreshes an expired token before sending, so the API never sees it', async () => {
    const expired = userToken('admin', ['admin'], { inSeconds: -60 });
    const fresh = userToken('admin', ['admin'], { inSeconds: 600 });
    const { call, seen, refreshCalls } = setup({ stored: expired, renewTo: fresh });
    expect((await call()).status).toBe(200);
    expect(refreshCalls).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => s.token)).toEqual([fresh]);
  });

  it('declares the session lost when the refresh fails, and hands the 401 back', async () => {
    const stale = userToken('admin', ['admin']);
    const { call, onSessionLost, refreshCalls } = setup({ stored: stale, renewTo: null });
    const response = await call();
    expect(response.status).toBe(401);
    expect(refreshCalls).toHaveBeenCalledTimes(1);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('does not refresh twice for one request: a 401 after the replay ends the session', async () => {
    const stale = userToken('admin', ['admin']);
    const fresh = userToken('admin', ['admin'], { inSeconds: 600 });
    const ctx = setup({ stored: stale, renewTo: fresh });
    ctx.valid.clear();
    const response = await ctx.call();
    expect(response.status).toBe(401);
    expect(ctx.refreshCalls).toHaveBeenCalledTimes(1);
    expect(ctx.onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('leaves calls without a token alone (sign-in, public pages)', async () => {
    const { fetchImpl, refreshCalls } = setup({ stored: '', renewTo: null });
    const sessionFetch = createSessionFetch({
      fetch: fetchImpl as typeof fetch,
      readToken: () => null,
      isExpired: () => true,
      refresh: refreshCalls,
      onSessionLost: vi.fn(),
    });
    const response = await sessionFetch('/api/session/login', { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    expect(refreshCalls).not.toHaveBeenCalled();
  });
});
