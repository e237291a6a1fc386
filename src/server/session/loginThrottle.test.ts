import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_LIMITS } from '../auth/signInThrottle';
import { startTestApi, type Answer, type RunningTestApi } from '../demoApi.testkit';
import { socketAddress } from './clientAddress';

/*
 * POST session/login under a password guesser, over HTTP against the demo API. Every
 * request comes from 127.0.0.1; a request naming another address in a test header counts
 * as coming from there (the API's `clientAddress` option), the others use the socket's.
 * The clock stands still (only Date is faked; the API runs in this process) and moves when
 * a test says so: no real waiting, and exact Retry-After values.
 */
const ADDRESS_HEADER = 'x-test-client-address';
const FREE = SIGN_IN_LIMITS.pair.freeFailures;
let api: RunningTestApi;

beforeAll(async () => {
  api = await startTestApi({
    session: {
      outbox: () => undefined,
      clientAddress: (request) => {
        const given = request.headers?.[ADDRESS_HEADER];
        return typeof given === 'string' ? given : socketAddress(request);
      },
    },
  });
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterAll(async () => {
  vi.useRealTimers();
  await api.close();
});

const login = (username: string, password: string, address?: string): Promise<Answer> =>
  api.anonymous('POST', 'session/login', { username, password }, address ? { [ADDRESS_HEADER]: address } : {});

async function statuses(username: string, times: number): Promise<number[]> {
  const answers: number[] = [];
  for (let n = 0; n < times; n += 1) answers.push((await login(username, `guess-${n}`)).status);
  return answers;
}

function expectRefused(answer: Answer, seconds: number): void {
  expect(answer.status).toBe(429);
  expect(answer.headers.get('retry-after')).toBe(String(seconds));
  expect(answer.body).toEqual({ error: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: 'TOO_MANY_SIGN_IN_ATTEMPTS', retryAfter: seconds, traceId: expect.any(String) });
}

describe('POST session/login under repeated wrong passwords', () => {
  it('slows the guesser down, refusing with 429 and Retry-After while it must wait, even the right password', async () => {
    expect(await statuses('member', FREE + 1)).toEqual(Array.from({ length: FREE + 1 }, () => 401));
    expectRefused(await login('member', 'guess'), 1);
    expectRefused(await login('member', 'demo'), 1);
    vi.advanceTimersByTime(1000);
    expect((await login('member', 'guess')).status).toBe(401);
    expectRefused(await login('member', 'guess'), 2);
  });

  it('lets the real user in from another address and another user in from the guesser’s, the guesser still waiting', async () => {
    expect((await login('member', 'demo', '198.51.100.20')).status).toBe(200);
    expect((await login('read-only', 'demo')).status).toBe(200);
    expectRefused(await login('member', 'demo'), 2);
  });

  it('is described in the OpenAPI document: 429 TOO_MANY_SIGN_IN_ATTEMPTS, saying to wait Retry-After', async () => {
    const document = (await api.anonymous('GET', 'openapi.json')).body as {
      paths: Record<string, { post?: { responses: Record<string, { description: string; content: unknown }> } }>;
    };
    const refused = document.paths['/session/login']?.post?.responses['429'];
    expect(refused?.description).toMatch(/^TOO_MANY_SIGN_IN_ATTEMPTS: .*Retry-After/);
    expect(refused?.content).toMatchObject({
      'application/json': { schema: { allOf: expect.arrayContaining([{ properties: { error: { enum: ['TOO_MANY_SIGN_IN_ATTEMPTS'] } } }]) } },
    });
  });

  it('is described in the OpenAPI document with its Retry-After header (schema integer, minimum 1) and the retryAfter it repeats', async () => {
    const document = (await api.anonymous('GET', 'openapi.json')).body as {
      paths: Record<string, { post?: { responses: Record<string, { headers?: unknown; content: unknown }> } }>;
    };
    const refused = document.paths['/session/login']?.post?.responses['429'];
    expect(refused?.headers).toEqual({ 'Retry-After': { description: expect.any(String), schema: { type: 'integer', minimum: 1 } } });
    expect(refused?.content).toMatchObject({
      'application/json': {
        schema: { allOf: expect.arrayContaining([{ type: 'object', required: ['retryAfter'], properties: { retryAfter: { type: 'integer', minimum: 1 } } }]) },
      },
    });
  });

  it('refuses an unknown username the same way, so the answer tells nobody who exists', async () => {
    expect(await statuses('nobody-at-all', FREE + 1)).toEqual(Array.from({ length: FREE + 1 }, () => 401));
    expectRefused(await login('nobody-at-all', 'guess'), 1);
  });
});
