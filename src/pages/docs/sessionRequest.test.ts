import { describe, expect, it } from 'vitest';
import { sessionRequest, type DocsRequest } from './sessionRequest';

const context = { token: 'abc', lang: 'en', scopes: { project: 'p1' } };
const base = 'http://app.test/index.html#/api-documentation';

describe('sessionRequest', () => {
  it("sends the signed-in user's token and project to the app's own API, keeping headers typed in the form", () => {
    const request = sessionRequest(
      { url: 'http://app.test/api/discipline/page?limit=5', headers: { Accept: 'application/json', Lang: 'es' } },
      '/api',
      context,
      base,
    );
    expect(request.headers).toMatchObject({ Authorization: 'Bearer abc', ProjectId: 'p1', Lang: 'es', Accept: 'application/json' });
  });

  it('never sends the token to another host or outside the API path', () => {
    expect(sessionRequest({ url: 'https://elsewhere.test/api/x', headers: {} }, '/api', context, base).headers).toEqual({});
    expect(sessionRequest({ url: 'http://app.test/apis/x', headers: {} }, '/api', context, base).headers).toEqual({});
    expect(sessionRequest({ url: 'not a url ::', headers: {} }, 'http://[bad', context, base).headers).toEqual({});
  });

  it('sends no Authorization when nobody is signed in', () => {
    expect(sessionRequest<DocsRequest>({ url: '/api/session/claim' }, '/api', { lang: 'pt' }, base).headers).not.toHaveProperty('Authorization');
  });
});
