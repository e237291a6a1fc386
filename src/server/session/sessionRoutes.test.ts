import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, signIn, TEST_PROJECTS, testUsers } from '../auth/signIn.testkit';
import { startTestApi, type Answer, type RunningTestApi } from '../demoApi.testkit';
import type { OutgoingMail } from './outbox';

/*
 * The session calls of spec §7 over HTTP, against the five test users (password `demo`)
 * plus one who never set a password.
 */
const mail: OutgoingMail[] = [];
const unset = { ...testUsers()[3], _id: '5f0000000000000000000099', username: 'invited', email: 'invited@example.com', passwordHash: undefined };
let api: RunningTestApi;

beforeAll(async () => {
  api = await startTestApi({
    auth: { users: [...testUsers(), unset], accessTokenTtl: 120 },
    session: { outbox: (message) => mail.push(message), appUrl: () => 'http://app.test/' },
  });
});
afterAll(() => api.close());

const post = (path: string, body: unknown): Promise<Answer> => api.anonymous('POST', path, body);
const dataOf = <T>(answer: Answer): T => (answer.body as { data: T }).data;
/** The field and keyword of each field error of a refusal, sorted. */
const fieldErrors = (answer: Answer): string[][] =>
  (answer.body as { errors: { field: string; keyword: string }[] }).errors.map(({ field, keyword }) => [field, keyword]).sort();

describe('POST session/login', () => {
  it('answers signed JWTs with the claims the app reads, userInfo, groups and isAdmin', async () => {
    const answer = await post('session/login', { username: 'project-admin', password: 'demo' });
    expect(answer.status).toBe(200);
    const data = dataOf<Record<string, unknown>>(answer);
    expect(data).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      id_token: expect.any(String),
      userInfo: { id: expect.any(String), username: 'project-admin', email: 'project-admin@example.com', firstName: 'project-admin', lastName: 'Test' },
      groups: ['PROJECT_ADMIN'],
      isAdmin: false,
    });
    const claims = decodeJwt(String(data.access_token));
    expect(claims).toMatchObject({
      sub: '5f0000000000000000000002',
      preferred_username: 'project-admin',
      ProjectId: [...TEST_PROJECTS],
      realm_access: { roles: ['PROJECT_ADMIN'] },
      iss: 'certificare-demo-api',
      aud: 'certificare-admin',
    });
    // The configured lifetime (createDemoApi's auth.accessTokenTtl).
    expect(Number(claims.exp) - Number(claims.iat)).toBe(120);
    expect(decodeJwt(String(data.id_token))).toMatchObject({ sub: claims.sub, preferred_username: 'project-admin', email: 'project-admin@example.com' });
  });

  it('refuses a wrong password and an unknown user alike, with 401 INVALID_CREDENTIALS', async () => {
    for (const credentials of [
      { username: 'admin', password: 'wrong' },
      { username: 'nobody', password: 'demo' },
    ]) {
      const answer = await post('session/login', credentials);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'INVALID_CREDENTIALS', message: 'INVALID_CREDENTIALS', traceId: expect.any(String) });
    }
  });

  it("answers 400 'Account is not fully set up' for a user without a password", async () => {
    const answer = await post('session/login', { username: 'invited', password: 'anything' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Account is not fully set up' });
  });

  it('asks for both fields, and survives a body that is not an object', async () => {
    const answer = await post('session/login', { username: 'admin' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: [{ field: 'password', message: 'FIELD_IS_REQUIRED' }] });
    expect((await post('session/login', [1, 2])).status).toBe(400);
    expect((await post('session/login', '{bad json')).status).toBe(400);
  });

  it('refuses a field it does not read and a blank username, before counting a failure', async () => {
    const extra = await post('session/login', { username: 'member', password: 'demo', rememberMe: true });
    expect(extra.status).toBe(400);
    expect(fieldErrors(extra)).toEqual([['rememberMe', 'additionalProperties']]);
    expect(fieldErrors(await post('session/login', { username: '  ', password: 'demo' }))).toEqual([['username', 'pattern']]);
  });
});

describe('refresh and logout', () => {
  it('session/refresh-token and auth/refresh-token answer a new access token that works', async () => {
    const tokens = await signIn(api.url, 'member');
    for (const path of ['session/refresh-token', 'auth/refresh-token']) {
      const answer = await post(path, { refreshToken: tokens.refresh_token });
      expect(answer.status, path).toBe(200);
      const { access_token } = dataOf<{ access_token: string }>(answer);
      expect(decodeJwt(access_token)).toMatchObject({ preferred_username: 'member', realm_access: { roles: ['USER'] } });
      const call = await api.anonymous('GET', 'gadget/page?limit=1', undefined, authHeaders(access_token));
      expect(call.status, path).toBe(200);
    }
  });

  it('refuses an access token as a refresh token', async () => {
    const tokens = await signIn(api.url, 'member');
    const answer = await post('session/refresh-token', { refreshToken: tokens.access_token });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: 'INVALID_TOKEN' });
  });

  it('logout revokes the refresh token and the session access token', async () => {
    const tokens = await signIn(api.url, 'read-only');
    expect((await post('session/logout', { token: tokens.access_token, refreshToken: tokens.refresh_token })).status).toBe(200);
    const refresh = await post('session/refresh-token', { refreshToken: tokens.refresh_token });
    expect(refresh.status).toBe(401);
    expect(refresh.body).toMatchObject({ error: 'SESSION_ENDED' });
    const call = await api.anonymous('GET', 'gadget/page?limit=1', undefined, authHeaders(tokens.access_token));
    expect(call.status).toBe(401);
    // Logging out again, or with garbage, or without a refresh token (the app sends null), still succeeds.
    expect((await post('session/logout', { token: 'x', refreshToken: 'y' })).status).toBe(200);
    expect((await post('session/logout', { token: 'x', refreshToken: null })).status).toBe(200);
    expect((await post('session/logout', { token: 'x', session: 'y' })).status).toBe(400);
  });

  it('refuses a refresh without a refresh token with 401 INVALID_TOKEN', async () => {
    expect((await post('session/refresh-token', {})).body).toMatchObject({ error: 'INVALID_TOKEN' });
  });

  it('adfs-logout ends the session too', async () => {
    const tokens = await signIn(api.url, 'admin');
    expect((await post('session/adfs-logout', { idToken: tokens.id_token, refreshToken: tokens.refresh_token })).status).toBe(200);
    expect((await post('session/refresh-token', { refreshToken: tokens.refresh_token })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a link for a known address, answers the same for an unknown one, and the link sets a new password once', async () => {
    mail.length = 0;
    const unknown = await post('session/forgot-password', { email: 'ghost@example.com' });
    const known = await post('session/forgot-password', { email: 'INVITED@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe('invited@example.com');
    const link = mail[0]?.link ?? '';
    expect(link).toMatch(/^http:\/\/app\.test\/#\/set-password\?token=/);
    const token = decodeURIComponent(link.split('token=')[1] ?? '');

    const valid = await api.anonymous('GET', `session/validate-reset-password-token/${encodeURIComponent(token)}`);
    expect(valid.status).toBe(200);
    expect(dataOf(valid)).toMatchObject({ valid: true, username: 'invited' });
    expect((await api.anonymous('GET', 'session/validate-reset-password-token/nope')).status).toBe(400);

    const short = await post('session/set-password', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: 'PASSWORD_TOO_SHORT' });
    expect((await post('session/set-password', { token, password: 'a new secret' })).status).toBe(200);
    expect((await post('session/set-password', { token, password: 'another secret' })).body).toMatchObject({ error: 'INVALID_RESET_TOKEN' });
    expect((await post('session/login', { username: 'invited', password: 'a new secret' })).status).toBe(200);
  });
});

describe('claim and user data', () => {
  it('session/claim answers the feature flags with lastUpdated and items', async () => {
    const answer = await api.anonymous('GET', 'session/claim');
    expect(dataOf(answer)).toMatchObject({ lastUpdated: expect.any(String), items: expect.arrayContaining([{ name: 'activities', enabled: true }]) });
    expect((await api.anonymous('GET', 'session/claim?since=2026')).body).toMatchObject({ error: 'INVALID_QUERY' });
  });

  it('session/get-logued-user-data answers the signed-in user, and 401 without a token', async () => {
    const member = await api.as('member');
    const answer = await member('GET', 'session/get-logued-user-data');
    expect(dataOf(answer)).toMatchObject({
      username: 'member',
      roles: [{ name: 'USER' }],
      isAdmin: false,
      projects: [{ _id: TEST_PROJECTS[0] }],
      combinedUserGroups: [],
    });
    expect((await api.anonymous('GET', 'session/get-logued-user-data')).status).toBe(401);
  });
});

describe('own data', () => {
  it('PUT user/self changes the names and e-mail, trimmed, and answers id, firstName, lastName, email, username', async () => {
    const member = await api.as('member');
    const answer = await member('PUT', 'user/self', { firstName: ' Marta ', lastName: 'Membro', email: 'marta@example.com' });
    expect(answer.status).toBe(200);
    expect(dataOf(answer)).toEqual({ id: '5f0000000000000000000004', firstName: 'Marta', lastName: 'Membro', email: 'marta@example.com', username: 'member' });
  });

  it('refuses a username or roles in the body, naming them, and changes nothing', async () => {
    const member = await api.as('member');
    const answer = await member('PUT', 'user/self', {
      firstName: 'Marta',
      lastName: 'Membro',
      email: 'marta@example.com',
      username: 'hacker',
      roles: [{ name: 'ADMIN' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect(fieldErrors(answer)).toEqual([
      ['roles', 'additionalProperties'],
      ['username', 'additionalProperties'],
    ]);
    expect(dataOf<{ username: string; roles: unknown }>(await member('GET', 'user/info'))).toMatchObject({ username: 'member', roles: [{ name: 'USER' }] });
  });

  it('refuses a missing name, a blank one and a bad e-mail, naming each field', async () => {
    const member = await api.as('member');
    const answer = await member('PUT', 'user/self', { firstName: ' ', email: 'not-an-email' });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual([
      ['email', 'format'],
      ['firstName', 'pattern'],
      ['lastName', 'required'],
    ]);
  });

  it('redefine-password mails a reset link; a join request is sent to the administrators', async () => {
    mail.length = 0;
    const noProject = await api.as('no-project');
    expect((await noProject('POST', 'user/redefine-password', {})).status).toBe(200);
    expect(mail[0]).toMatchObject({ to: 'no-project@example.com', link: expect.stringContaining('set-password') });
    expect((await noProject('POST', 'user/join-to-project-request', { message: 'Trabalho na UTGCA.' })).status).toBe(200);
    expect(mail[1]?.text).toContain('Trabalho na UTGCA.');
    expect((await noProject('POST', 'user/join-to-project-request', { message: '' })).status).toBe(400);
    expect(fieldErrors(await noProject('POST', 'user/join-to-project-request', { message: 'x'.repeat(2001) }))).toEqual([['message', 'maxLength']]);
    expect(fieldErrors(await noProject('POST', 'user/join-to-project-request', { message: 'Oi', projectId: 'p1' }))).toEqual([
      ['projectId', 'additionalProperties'],
    ]);
  });

  it('user/{id}/find answers oneself to anyone, never with the password hash', async () => {
    const member = await api.as('member');
    const answer = await member('GET', 'user/5f0000000000000000000004/find');
    expect(answer.status).toBe(200);
    expect(dataOf(answer)).toMatchObject({ username: 'member' });
    expect(dataOf(answer)).not.toHaveProperty('passwordHash');
  });
});
