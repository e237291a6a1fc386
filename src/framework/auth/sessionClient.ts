import type { LoginResult } from './sessionStore';

/** The session calls the auth provider makes: an app gives them, over an HTTP client that does not refresh (they are the refresh). */
export interface SessionClient {
  login(credentials: { username: string; password: string }): Promise<LoginResult>;
  /** `session/refresh-token`, falling back to `auth/refresh-token` (spec §7 "Token refresh"). */
  refreshToken(refreshToken: string): Promise<{ accessToken: string; refreshToken?: string }>;
  /** Trades the identity provider's access token for the API's tokens (the single sign-on's last step). */
  ssoToken(providerAccessToken: string): Promise<LoginResult>;
  logout(tokens: { token: string; refreshToken: string | null }): Promise<void>;
  adfsLogout(idToken: string): Promise<void>;
  forgotPassword(email: string): Promise<void>;
  validateResetPasswordToken(token: string): Promise<void>;
  setPassword(params: { token: string; password: string }): Promise<void>;
  claim(): Promise<unknown>;
  loggedUserData(): Promise<unknown>;
}
