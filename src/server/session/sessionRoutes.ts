import { ApiError } from '../http/apiError';
import type { Account } from '../auth/account';
import { hashPasswordAsync, verifyPasswordAsync } from '../auth/passwordHash';
import { signInUserKey } from '../auth/signInThrottle';
import { TokenRefusal } from '../auth/tokenService';
import type { ApiAnswer, ApiRoute } from '../routes/apiRoute';
import { FEATURE_CLAIMS, FEATURE_CLAIMS_UPDATED } from './featureClaims';
import { optionalText, requireFields } from './requireFields';
import { sendResetLink } from './sendResetLink';
import type { SessionContext } from './sessionContext';
import { loggedUserData, userInfoOf } from './userData';

const data = (value: unknown): ApiAnswer => ({ status: 200, body: { data: value } });

/** The message spec §8 names for a user that exists but cannot sign in yet (a warning at login). */
export const ACCOUNT_NOT_SET_UP = 'Account is not fully set up';
/** The shortest password set-password accepts. */
export const MIN_PASSWORD_LENGTH = 8;

const invalidCredentials = (): ApiError => new ApiError(401, { error: 'INVALID_CREDENTIALS', message: 'INVALID_CREDENTIALS' });

/** 429 while the sign-in throttle makes this username or address wait: the seconds in `Retry-After` and in the body. */
export function tooManySignInAttempts(retryAfter: number): ApiError {
  return new ApiError(429, { error: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: 'TOO_MANY_SIGN_IN_ATTEMPTS', retryAfter }, { 'Retry-After': String(retryAfter) });
}

let decoyHash: Promise<string> | undefined;
/** Checks a password against a throwaway hash, so an unknown username costs the same time as a wrong password. */
async function spendVerifyTime(password: string): Promise<void> {
  decoyHash ??= hashPasswordAsync('decoy password');
  await verifyPasswordAsync(password, await decoyHash);
}

function refusal(error: unknown): ApiError {
  if (error instanceof TokenRefusal) return new ApiError(401, { error: error.code, message: error.message });
  throw error;
}

/** The account of a refresh token, or 401. */
async function refreshSession(context: SessionContext, refreshToken: string | undefined): Promise<{ account: Account; sid: string }> {
  if (!refreshToken) throw new ApiError(401, { error: 'INVALID_TOKEN', message: 'Send the refresh token as refreshToken.' });
  const session = await context.tokens.verifyRefresh(refreshToken).catch((error: unknown) => {
    throw refusal(error);
  });
  const account = context.directory.byId(session.sub);
  if (!account || account.roles.length === 0) throw new ApiError(401, { error: 'INVALID_TOKEN', message: 'The user of this session no longer exists.' });
  return { account, sid: session.sid };
}

async function refreshAnswer(context: SessionContext, body: unknown, refreshToken = optionalText(body, 'refreshToken', 'refresh_token')): Promise<ApiAnswer> {
  const { account, sid } = await refreshSession(context, refreshToken);
  const access = await context.tokens.accessFor(account, sid);
  return data({ ...access, refresh_token: refreshToken, token_type: 'Bearer' });
}

/** Ends the sessions of whichever of these tokens verify; unknown or expired ones are ignored (logout always succeeds). */
async function endSessions(context: SessionContext, tokens: readonly (string | undefined)[]): Promise<void> {
  for (const token of tokens) {
    if (!token) continue;
    const session =
      (await context.tokens.verifyRefresh(token).catch(() => undefined)) ??
      (await context.tokens.verifyAccess(token).then(
        (claims) => ({ sid: claims.sid, exp: Math.floor(Date.now() / 1000) + context.tokens.settings.refreshTokenTtl }),
        () => undefined,
      ));
    // A session's refresh token outlives its access tokens: keep it revoked that long.
    if (session) context.tokens.revoke(session.sid, Math.floor(Date.now() / 1000) + context.tokens.settings.refreshTokenTtl);
  }
}

/** The login answer (spec §3 "Login result"): the tokens, userInfo, groups and isAdmin. */
export async function loginAnswer(context: SessionContext, account: Account, nonce?: string): Promise<ApiAnswer> {
  const tokens = await context.tokens.issue(account, nonce ? { nonce } : {});
  return data({ ...tokens, token_type: 'Bearer', userInfo: userInfoOf(account), groups: account.roles, isAdmin: account.roles.includes('ADMIN') });
}

/**
 * The session calls of spec §7 under /api: login, refresh (also auth/refresh-token),
 * logout, adfs-logout, forgot-password, validate-reset-password-token, set-password,
 * claim and get-logued-user-data.
 */
export function sessionRoutes(context: SessionContext): ApiRoute[] {
  return [
    {
      method: 'POST',
      pattern: 'session/login',
      readsBody: true,
      public: true,
      async handle(request) {
        const { username, password } = requireFields(request.body, ['username', 'password']);
        const account = context.directory.byUsername(username.trim());
        // Before anything else, and the same for a user that does not exist.
        const attempt = context.throttle.attempt({ user: signInUserKey(username, account), address: context.clientAddress(request) });
        if (!attempt.allowed) throw tooManySignInAttempts(attempt.retryAfter);
        if (!account) {
          await spendVerifyTime(password);
          throw invalidCredentials();
        }
        if (!account.passwordHash) throw new ApiError(400, { error: 'ACCOUNT_NOT_SET_UP', message: ACCOUNT_NOT_SET_UP });
        if (!(await verifyPasswordAsync(password, account.passwordHash))) throw invalidCredentials();
        attempt.succeeded();
        if (account.roles.length === 0) throw new ApiError(400, { error: 'ACCOUNT_NOT_SET_UP', message: ACCOUNT_NOT_SET_UP });
        return loginAnswer(context, account);
      },
    },
    { method: 'POST', pattern: 'session/refresh-token', readsBody: true, public: true, handle: ({ body }) => refreshAnswer(context, body) },
    { method: 'POST', pattern: 'auth/refresh-token', readsBody: true, public: true, handle: ({ body }) => refreshAnswer(context, body) },
    {
      method: 'POST',
      pattern: 'session/logout',
      readsBody: true,
      public: true,
      async handle({ body }) {
        await endSessions(context, [optionalText(body, 'refreshToken', 'refresh_token'), optionalText(body, 'token', 'access_token')]);
        return data({ success: true });
      },
    },
    {
      method: 'POST',
      pattern: 'session/adfs-logout',
      readsBody: true,
      public: true,
      async handle({ body }) {
        const idToken = optionalText(body, 'idToken', 'id_token');
        await endSessions(context, [optionalText(body, 'refreshToken', 'refresh_token'), optionalText(body, 'token', 'access_token')]);
        return data({ success: true, endSessionUrl: context.endSessionUrl?.(idToken) ?? null });
      },
    },
    {
      // Single sign-on (spec §7 "an identity-provider token exchange"): the app ran the
      // authorization code flow with PKCE against the provider (oidc-client-ts) and trades
      // the provider's access token for this API's own tokens, whose realm roles it reads.
      method: 'POST',
      pattern: 'session/sso-token',
      readsBody: true,
      public: true,
      async handle({ body }) {
        const accessToken = optionalText(body, 'accessToken', 'access_token');
        const account = accessToken && context.ssoAccount ? await context.ssoAccount(accessToken) : undefined;
        if (!account || account.roles.length === 0) throw new ApiError(401, { error: 'SSO_VALIDATION_FAILED', message: 'Erro validando o Login.' });
        return loginAnswer(context, account);
      },
    },
    {
      method: 'POST',
      pattern: 'session/forgot-password',
      readsBody: true,
      public: true,
      handle({ body }) {
        const { email } = requireFields(body, ['email'], { email: 'ENTER_EMAIL' });
        const account = context.directory.byEmail(email.trim());
        if (account) sendResetLink(context, account);
        // The same answer for an unknown address: the call never tells who has an account.
        return data({ success: true, message: 'FORGOT_PASSWORD_EMAIL_SENT' });
      },
    },
    {
      method: 'GET',
      pattern: 'session/validate-reset-password-token/:token',
      readsBody: false,
      public: true,
      handle({ params }) {
        const userId = context.resets.peek(params.token ?? '');
        const account = userId ? context.directory.byId(userId) : undefined;
        if (!account) throw new ApiError(400, { error: 'INVALID_RESET_TOKEN', message: 'INVALID_RESET_TOKEN' });
        return data({ valid: true, username: account.username });
      },
    },
    {
      method: 'POST',
      pattern: 'session/set-password',
      readsBody: true,
      public: true,
      async handle({ body }) {
        const { token, password } = requireFields(body, ['token', 'password']);
        if (password.length < MIN_PASSWORD_LENGTH) {
          throw new ApiError(400, { error: 'PASSWORD_TOO_SHORT', message: 'PASSWORD_TOO_SHORT', errors: [{ field: 'password', keyword: 'minLength', message: 'PASSWORD_TOO_SHORT', params: { limit: MIN_PASSWORD_LENGTH } }] });
        }
        const invalidToken = () => new ApiError(400, { error: 'INVALID_RESET_TOKEN', message: 'INVALID_RESET_TOKEN' });
        // Hash only for a live token, so made-up ones cost no work; the token is spent once the hash is ready.
        if (!context.resets.peek(token)) throw invalidToken();
        const passwordHash = await hashPasswordAsync(password);
        const userId = context.resets.consume(token);
        if (!userId || !context.directory.byId(userId)) throw invalidToken();
        context.directory.setPasswordHash(userId, passwordHash);
        return data({ success: true });
      },
    },
    {
      method: 'GET',
      pattern: 'session/claim',
      readsBody: false,
      public: true,
      handle: () => data({ lastUpdated: FEATURE_CLAIMS_UPDATED, items: FEATURE_CLAIMS }),
    },
    {
      method: 'GET',
      pattern: 'session/get-logued-user-data',
      readsBody: false,
      handle({ user }) {
        const account = user ? context.directory.byId(user.sub) : undefined;
        if (!account) throw new ApiError(401, { error: 'INVALID_TOKEN', message: 'The user of this token no longer exists.' });
        return data(loggedUserData(account, context));
      },
    },
  ];
}
