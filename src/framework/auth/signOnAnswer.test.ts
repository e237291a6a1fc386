import { describe, expect, it } from 'vitest';
import { routeSignOnAnswer } from './signOnAnswer';

const at = (search: string, hash: string) => ({ search, hash });

describe("the identity provider's answer in the page's query", () => {
  it.each([
    { case: 'an answer, on any page the hash names', search: '?code=abc&state=xyz&session_state=s', hash: '#/activities', opened: '#/auth-callback' },
    { case: 'a refusal, with no hash', search: '?error=access_denied&state=xyz', hash: '', opened: '#/auth-callback' },
    { case: 'a query that is no answer', search: '?code=abc', hash: '#/activities', opened: '#/activities' },
    { case: 'an answer whose route is already open', search: '?code=abc&state=xyz', hash: '#/auth-callback?x=1', opened: '#/auth-callback?x=1' },
  ])('$case: the page shows $opened', ({ search, hash, opened }) => {
    const location = at(search, hash);
    routeSignOnAnswer(location);
    expect(location.hash).toBe(opened);
  });
});
