import type { LoginResult } from './sessionStore';

/** Where the identity provider is and who the app is to it. */
export interface SignOnConfig {
  /** The provider's issuer URL (its discovery document is `<authority>/.well-known/openid-configuration`). */
  authority: string;
  clientId: string;
  /** Where the provider sends the browser back with `code`, `session_state` and `state`. */
  redirectUri: string;
  scope: string;
}

/** oidc-client-ts loads only when single sign-on is used (it stays out of the first page). */
async function userManager(config: SignOnConfig) {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: config.scope,
    // PKCE and state are the library's; the session itself lives in the app's storage.
    userStore: new WebStorageStateStore({ store: sessionStorage }),
    stateStore: new WebStorageStateStore({ store: sessionStorage }),
    loadUserInfo: false,
  });
}

/** Sends the browser to the provider: authorization code with PKCE, a fresh state and nonce. */
export async function startSignOn(config: SignOnConfig): Promise<void> {
  const manager = await userManager(config);
  await manager.signinRedirect({ nonce: crypto.randomUUID() });
}

/** Exchanges the code of the provider's answer (`url`) for the tokens; rejects on any mismatch. */
export async function completeSignOn(config: SignOnConfig, url: string): Promise<LoginResult> {
  const manager = await userManager(config);
  const user = await manager.signinRedirectCallback(url);
  await manager.removeUser();
  return {
    access_token: user.access_token,
    ...(user.refresh_token ? { refresh_token: user.refresh_token } : {}),
    ...(user.id_token ? { id_token: user.id_token } : {}),
  };
}
