import type * as SessionContracts from '../contracts/session';
import type { SessionClient } from '../framework/auth/sessionClient';
import type { LoginResult } from '../framework/auth/sessionStore';
import { callRequest } from '../framework/contracts/callRequest';
import { ApiError } from '../framework/data/ApiError';
import type { HttpClient } from '../framework/data/httpClient';

/** The session contracts, loaded with the first session call: their schemas stay out of the first page. */
let contracts: Promise<typeof SessionContracts> | undefined;
const sessionContracts = () => (contracts ??= import('../contracts/session'));

function signedIn(answer: { data: LoginResult }): LoginResult {
  if (!answer.data.access_token) throw new Error('The sign-in answer carries no access_token.');
  return answer.data;
}

/**
 * The product's session calls (spec §7 "Session"), made from their contracts, over an HTTP
 * client that does not refresh (they are the refresh).
 *
 * @example
 * const session = createSessionCalls(createHttpClient({ baseUrl: '/api', getRequestContext }));
 * const tokens = await session.login({ username: 'admin', password: 'demo' });
 */
export function createSessionCalls(http: HttpClient): Required<SessionClient> {
  const refreshed = ({ data }: { data: { access_token: string; refresh_token: string } }) => ({
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
  });
  return {
    login: async (credentials) => signedIn(await callRequest(http, (await sessionContracts()).LOGIN, { body: credentials })),
    refreshToken: async (refreshToken) => {
      const { AUTH_REFRESH_TOKEN, REFRESH_TOKEN } = await sessionContracts();
      try {
        return refreshed(await callRequest(http, REFRESH_TOKEN, { body: { refreshToken } }));
      } catch (error) {
        // A 404 means this API only has the older path (spec §7 "Token refresh"); any other refusal is final.
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
        return refreshed(await callRequest(http, AUTH_REFRESH_TOKEN, { body: { refreshToken } }));
      }
    },
    ssoToken: async (accessToken) => signedIn(await callRequest(http, (await sessionContracts()).SSO_TOKEN, { body: { accessToken } })),
    logout: async ({ token, refreshToken }) => {
      await callRequest(http, (await sessionContracts()).LOGOUT, { body: { token, refreshToken } });
    },
    endSignOn: async (idToken) => {
      await callRequest(http, (await sessionContracts()).ADFS_LOGOUT, { body: { idToken } });
    },
    forgotPassword: async (email) => {
      await callRequest(http, (await sessionContracts()).FORGOT_PASSWORD, { body: { email } });
    },
    validateResetPasswordToken: async (token) => {
      await callRequest(http, (await sessionContracts()).VALIDATE_RESET_TOKEN, { params: { token } });
    },
    setPassword: async (params) => {
      await callRequest(http, (await sessionContracts()).SET_PASSWORD, { body: params });
    },
    claim: async () => (await callRequest(http, (await sessionContracts()).CLAIMS, {})).data,
    loggedUserData: async () => (await callRequest(http, (await sessionContracts()).LOGGED_USER_DATA, {})).data,
  };
}
