// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { sampleModel } from '../testing/sampleModel';
import { createEngineRuntime } from './createEngineRuntime';

// Loaded under the product's declaration, whose roles its definitions name.
const model = sampleModel();
const runtime = () => createEngineRuntime({ model, apiUrl: 'api', storage: window.sessionStorage, fetch: async () => new Response('{}') });

describe("the engine's runtime wires the sign-in flows the application declares", () => {
  const before = declaredApplication();
  afterEach(() => declareApplication(before));

  it('an application that declares none: the password form, and no single sign-on to start or complete', async () => {
    declareApplication({});
    const { signIn, startSignOn, authProvider } = runtime();
    expect(signIn).toEqual({ password: true });
    expect(startSignOn).toBeUndefined();
    await expect(authProvider.handleCallback!()).rejects.toThrow('Single sign-on is not configured.');
  });

  it("an application that declares single sign-on: its provider under the API's root, a way to start it", () => {
    declareApplication({ auth: { signIn: { password: true, oidc: { authority: 'oidc', clientId: 'shelf' } } } });
    const { signIn, startSignOn } = runtime();
    expect(signIn).toEqual({
      password: true,
      oidc: { authority: new URL('api/oidc', window.location.href).href, clientId: 'shelf', scope: 'openid profile email' },
    });
    expect(startSignOn).toBeTypeOf('function');
  });
});
