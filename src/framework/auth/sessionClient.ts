import type { HttpClient } from '../data/httpClient';
import type { LoginResult, UserInfo } from './sessionStore';

/** The session calls of spec §7, over an HTTP client that does not refresh (they are the refresh). */
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

/** `{ data: x }` → x; a bare body as it is. */
export function unwrapData(json: unknown): unknown {
  return json !== null && typeof json === 'object' && 'data' in json ? (json as { data: unknown }).data : json;
}

function readLoginResult(json: unknown): LoginResult {
  const data = unwrapData(json) as Partial<LoginResult> | undefined;
  if (!data || typeof data.access_token !== 'string' || !data.access_token) throw new Error('The sign-in answer carries no access_token.');
  return data as LoginResult;
}

function readRefreshed(json: unknown): { accessToken: string; refreshToken?: string } {
  const data = unwrapData(json) as { access_token?: unknown; refresh_token?: unknown } | undefined;
  if (!data || typeof data.access_token !== 'string' || !data.access_token) throw new Error('The refresh answer carries no access_token.');
  return { accessToken: data.access_token, ...(typeof data.refresh_token === 'string' ? { refreshToken: data.refresh_token } : {}) };
}

/**
 * @example
 * const session = createSessionClient(createHttpClient({ baseUrl: '/api', getRequestContext }));
 * const tokens = await session.login({ username: 'admin', password: 'demo' });
 */
export function createSessionClient(http: HttpClient): SessionClient {
  return {
    login: async (credentials) => readLoginResult((await http({ method: 'POST', path: 'session/login', body: credentials })).json),
    refreshToken: async (refreshToken) => {
      try {
        return readRefreshed((await http({ method: 'POST', path: 'session/refresh-token', body: { refreshToken } })).json);
      } catch (error) {
        // A 404 means this API only has the older path; any other refusal is final.
        if ((error as { status?: number }).status !== 404) throw error;
        return readRefreshed((await http({ method: 'POST', path: 'auth/refresh-token', body: { refreshToken } })).json);
      }
    },
    ssoToken: async (accessToken) => readLoginResult((await http({ method: 'POST', path: 'session/sso-token', body: { accessToken } })).json),
    logout: async ({ token, refreshToken }) => {
      await http({ method: 'POST', path: 'session/logout', body: { token, refreshToken } });
    },
    adfsLogout: async (idToken) => {
      await http({ method: 'POST', path: 'session/adfs-logout', body: { idToken } });
    },
    forgotPassword: async (email) => {
      await http({ method: 'POST', path: 'session/forgot-password', body: { email } });
    },
    validateResetPasswordToken: async (token) => {
      await http({ path: `session/validate-reset-password-token/${encodeURIComponent(token)}` });
    },
    setPassword: async (params) => {
      await http({ method: 'POST', path: 'session/set-password', body: params });
    },
    claim: async () => unwrapData((await http({ path: 'session/claim' })).json),
    loggedUserData: async () => unwrapData((await http({ path: 'session/get-logued-user-data' })).json) as UserInfo,
  };
}
