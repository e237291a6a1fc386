import { describe, expect, it } from 'vitest';
import { ApiError } from '../framework/data/ApiError';
import type { HttpRequest, HttpResponse } from '../framework/data/httpClient';
import { createSessionCalls } from './sessionCalls';

/** An HTTP client answering by path: a JSON body, or a refusal status. */
function answering(byPath: Record<string, unknown>) {
  const sent: HttpRequest[] = [];
  const http = async (request: HttpRequest): Promise<HttpResponse> => {
    sent.push(request);
    const answer = byPath[request.path];
    if (typeof answer === 'number') throw new ApiError({ status: answer, path: request.path });
    return { status: 200, headers: new Headers(), json: answer };
  };
  return { http, sent };
}

describe('the session calls', () => {
  it('sign in with the credentials as the body and refuse an answer without an access token', async () => {
    const { http, sent } = answering({ 'session/login': { data: { access_token: 'T', refresh_token: 'R' } } });
    expect(await createSessionCalls(http).login({ username: 'admin', password: 'demo' })).toEqual({ access_token: 'T', refresh_token: 'R' });
    expect(sent[0]).toMatchObject({ method: 'POST', path: 'session/login', body: { username: 'admin', password: 'demo' } });
    const empty = answering({ 'session/login': { data: { access_token: '' } } });
    await expect(createSessionCalls(empty.http).login({ username: 'a', password: 'b' })).rejects.toThrow('no access_token');
  });

  it('refresh at the older path only when the API has not the new one (404); another refusal is final', async () => {
    const older = answering({ 'session/refresh-token': 404, 'auth/refresh-token': { data: { access_token: 'A2', refresh_token: 'R' } } });
    expect(await createSessionCalls(older.http).refreshToken('R')).toEqual({ accessToken: 'A2', refreshToken: 'R' });
    expect(older.sent.map((request) => request.path)).toEqual(['session/refresh-token', 'auth/refresh-token']);
    const refused = answering({ 'session/refresh-token': 401, 'auth/refresh-token': { data: { access_token: 'A2', refresh_token: 'R' } } });
    await expect(createSessionCalls(refused.http).refreshToken('R')).rejects.toMatchObject({ status: 401 });
    expect(refused.sent).toHaveLength(1);
  });

  it('fill the reset token into its path', async () => {
    const { http, sent } = answering({ 'session/validate-reset-password-token/a%2Fb': { data: { valid: true, username: 'u' } } });
    await createSessionCalls(http).validateResetPasswordToken('a/b');
    expect(sent[0]?.path).toBe('session/validate-reset-password-token/a%2Fb');
  });
});
