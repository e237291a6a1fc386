import type { LoginResult } from './sessionStore';

/**
 * The session calls the auth provider makes: an app gives them, over an HTTP client that does
 * not refresh (they are the refresh). Sign-in, refresh and logout are required; the rest are
 * capabilities an API may lack, which their callers check for first.
 */
export interface SessionClient {
  /** Password sign-in: reads the API's answer into a LoginResult. */
  login(credentials: { username: string; password: string }): Promise<LoginResult>;
  refreshToken(refreshToken: string): Promise<{ accessToken: string; refreshToken?: string }>;
  logout(tokens: { token: string; refreshToken: string | null }): Promise<void>;
  /** Trades the identity provider's access token for the API's tokens (the single sign-on's last step). */
  ssoToken?(providerAccessToken: string): Promise<LoginResult>;
  /** Ends the identity provider's session of a single sign-on. */
  endSignOn?(idToken: string): Promise<void>;
  forgotPassword?(email: string): Promise<void>;
  validateResetPasswordToken?(token: string): Promise<void>;
  setPassword?(params: { token: string; password: string }): Promise<void>;
  /** What the API says the user may use (feature flags). */
  claim?(): Promise<unknown>;
  /** More about the signed-in user than the token says (see the store's adoptUserData). */
  loggedUserData?(): Promise<unknown>;
}
