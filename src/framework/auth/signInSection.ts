/**
 * How users sign in (the `auth` section's `signIn`): a username and password form, a single
 * sign-on button (OpenID Connect, authorization code with PKCE), or both. The engine's sign-in
 * page offers the flows the application declares; the neutral default is the password form alone.
 */
import { declaredSection } from '../application/applicationDeclaration';

/** The single sign-on of the running application, its authority an absolute URL. */
export interface SignOnSettings {
  authority: string;
  clientId: string;
  scope: string;
}

/** The sign-in flows the running application offers. */
export interface SignInFlows {
  password: boolean;
  oidc?: SignOnSettings;
}

export const NEUTRAL_SIGN_IN: SignInFlows = { password: true };
export const NEUTRAL_OIDC_SCOPE = 'openid profile email';

/** `authority` as an absolute URL: a relative one is under the API's root (`apiUrl`), itself read against `base` (the page). */
export function resolveAuthority(authority: string, apiUrl: string, base?: string): string {
  const joined = /^[a-z][a-z0-9+.-]*:/i.test(authority) ? authority : `${apiUrl.replace(/\/+$/, '')}/${authority.replace(/^\/+/, '')}`;
  return (base ? new URL(joined, base).href : joined).replace(/\/+$/, '');
}

/**
 * The flows the running application declares (`auth.signIn`); an application that declares the
 * section offers exactly what it names there, one that does not offers the password form.
 */
export function signInFlows({ apiUrl, base }: { apiUrl: string; base?: string }): SignInFlows {
  const declared = declaredSection('auth')?.signIn;
  if (!declared) return NEUTRAL_SIGN_IN;
  const { oidc } = declared;
  return {
    password: declared.password ?? false,
    ...(oidc ? { oidc: { authority: resolveAuthority(oidc.authority, apiUrl, base), clientId: oidc.clientId, scope: oidc.scope ?? NEUTRAL_OIDC_SCOPE } } : {}),
  };
}
