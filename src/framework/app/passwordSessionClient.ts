import type { SessionClient } from '../auth/sessionClient';
import type { LoginResult } from '../auth/sessionStore';
import type { HttpClient } from '../data/httpClient';

/** The session calls of a password sign-in, relative to the API's base address. */
export const PASSWORD_SESSION_PATHS = { login: 'session/login', refresh: 'session/refresh-token', logout: 'session/logout' } as const;

function signedIn(data: unknown): LoginResult {
  const result = data as Partial<LoginResult> | null;
  if (!result?.access_token) throw new Error('The sign-in answer carries no access_token.');
  return result as LoginResult;
}

/**
 * The session calls of an application that signs in with a username and a password (the
 * demo API's session routes): sign-in, refresh and sign-out. It offers no single sign-on, no
 * password reset and no feature claims (the optional calls of a session client), and the auth
 * provider goes on without them.
 */
export function passwordSessionClient(http: HttpClient): SessionClient {
  const post = async (path: string, body: unknown) => ((await http({ method: 'POST', path, body })).json as { data?: unknown } | null)?.data;
  return {
    login: async (credentials) => signedIn(await post(PASSWORD_SESSION_PATHS.login, credentials)),
    refreshToken: async (refreshToken) => {
      const data = (await post(PASSWORD_SESSION_PATHS.refresh, { refreshToken })) as { access_token?: string; refresh_token?: string } | undefined;
      if (!data?.access_token) throw new Error('The refresh answer carries no access_token.');
      return { accessToken: data.access_token, ...(data.refresh_token ? { refreshToken: data.refresh_token } : {}) };
    },
    logout: async ({ token, refreshToken }) => {
      await post(PASSWORD_SESSION_PATHS.logout, { token, refreshToken });
    },
  };
}
