import { afterEach, describe, expect, test } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { resolveAuthority, signInFlows } from './signInSection';

const PAGE = 'https://admin.example/app/index.html#/login';

describe('the sign-in flows an application declares', () => {
  const before = declaredApplication();
  afterEach(() => declareApplication(before));

  test('an application that declares none offers the password form alone', () => {
    declareApplication({});
    expect(signInFlows({ apiUrl: 'api', base: PAGE })).toEqual({ password: true });
  });

  test('a declared single sign-on alone is all that is offered, its relative authority under the API and the standard scopes', () => {
    declareApplication({ auth: { signIn: { oidc: { authority: 'oidc', clientId: 'shelf' } } } });
    expect(signInFlows({ apiUrl: 'api', base: PAGE })).toEqual({
      password: false,
      oidc: { authority: 'https://admin.example/app/api/oidc', clientId: 'shelf', scope: 'openid profile email' },
    });
  });

  test("the product offers both, single sign-on through its API's provider as client certificare-admin", () => {
    expect(signInFlows({ apiUrl: '/api/', base: PAGE })).toEqual({
      password: true,
      oidc: { authority: 'https://admin.example/api/oidc', clientId: 'certificare-admin', scope: 'openid profile email' },
    });
  });

  test('an absolute authority is kept as it is, without a closing slash', () => {
    expect(resolveAuthority('https://login.example/realms/x/', '/api', PAGE)).toBe('https://login.example/realms/x');
    expect(resolveAuthority('oidc', 'https://api.example/v1/')).toBe('https://api.example/v1/oidc');
  });
});
