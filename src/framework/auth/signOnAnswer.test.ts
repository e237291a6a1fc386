import { describe, expect, it } from 'vitest';
import { routeSignOnAnswer } from './signOnAnswer';

const at = (search: string, hash: string) => ({ search, hash });

describe("the identity provider's answer in the page's query", () => {
  it('opens the route that reads it, from any page the hash names', () => {
    const location = at('?code=abc&state=xyz&session_state=s', '#/activities');
    routeSignOnAnswer(location);
    expect(location.hash).toBe('#/auth-callback');
    const refused = at('?error=access_denied&state=xyz', '');
    routeSignOnAnswer(refused);
    expect(refused.hash).toBe('#/auth-callback');
  });

  it('leaves the page alone when the query is no answer or the route is already open', () => {
    const plain = at('?code=abc', '#/activities');
    routeSignOnAnswer(plain);
    expect(plain.hash).toBe('#/activities');
    const open = at('?code=abc&state=xyz', '#/auth-callback?x=1');
    routeSignOnAnswer(open);
    expect(open.hash).toBe('#/auth-callback?x=1');
  });
});
