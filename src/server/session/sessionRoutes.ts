import type { AccessOfResource } from '../../framework/contracts/callAccess';
import {
  ADFS_LOGOUT,
  AUTH_REFRESH_TOKEN,
  CLAIMS,
  FORGOT_PASSWORD,
  LOGGED_USER_DATA,
  LOGIN,
  LOGOUT,
  MIN_PASSWORD_LENGTH,
  REFRESH_TOKEN,
  SET_PASSWORD,
  SSO_TOKEN,
  VALIDATE_RESET_TOKEN,
  type LoginResult,
} from '../../contracts/session';
import { hasSuperRole } from '../../framework/registry/access';
import { ApiError } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import type { Account } from '../auth/account';
import { hashPasswordAsync, verifyPasswordAsync } from '../auth/passwordHash';
import type { RequestUser } from '../auth/requestUser';
import { signInUserKey } from '../auth/signInThrottle';
import { TokenRefusal } from '../auth/tokenService';
import type { ApiRoute } from '../routes/apiRoute';
import { FEATURE_CLAIMS, FEATURE_CLAIMS_UPDATED } from './featureClaims';
import { dataAnswer } from './dataAnswer';
import { firstText } from './firstText';
import { sendResetLink } from './sendResetLink';
import type { SessionContext } from './sessionContext';
import { loggedUserData, userInfoOf } from './userData';

/** The message spec §8 names for a user that exists but cannot sign in yet (a warning at login). */
export const ACCOUNT_NOT_SET_UP = 'Account is not fully set up';

const invalidCredentials = (): ApiError => new ApiError(401, { error: 'INVALID_CREDENTIALS', message: 'INVALID_CREDENTIALS' });
const notSetUp = (): ApiError => new ApiError(400, { error: 'ACCOUNT_NOT_SET_UP', message: ACCOUNT_NOT_SET_UP });
const invalidResetToken = (): ApiError => new ApiError(400, { error: 'INVALID_RESET_TOKEN', message: 'INVALID_RESET_TOKEN' });

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
async function refreshSession(context: SessionContext, refreshToken: string): Promise<{ account: Account; sid: string }> {
  const session = await context.tokens.verifyRefresh(refreshToken).catch((error: unknown) => {
    throw refusal(error);
  });
  const account = context.directory.byId(session.sub);
  if (!account || account.roles.length === 0) throw new ApiError(401, { error: 'INVALID_TOKEN', message: 'The user of this session no longer exists.' });
  return { account, sid: session.sid };
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

/** The tokens of a logout body, by their names and aliases. */
function sessionTokens(
  body: { token?: string | null; access_token?: string | null; refreshToken?: string | null; refresh_token?: string | null } | undefined,
): (string | undefined)[] {
  return [firstText(body?.refreshToken, body?.refresh_token), firstText(body?.token, body?.access_token)];
}

/** The login result (spec §3 "Login result"): the tokens, userInfo, groups and isAdmin. */
async function loginResult(context: SessionContext, account: Account, nonce?: string): Promise<LoginResult> {
  const tokens = await context.tokens.issue(account, nonce ? { nonce } : {});
  return { ...tokens, token_type: 'Bearer', userInfo: userInfoOf(account), groups: account.roles, isAdmin: hasSuperRole(account.roles) };
}

/** The account of a signed-in caller, or 401 INVALID_TOKEN when it no longer exists. */
export function accountOfUser(context: SessionContext, user: RequestUser): Account {
  const account = context.directory.byId(user.sub);
  if (!account) throw new ApiError(401, { error: 'INVALID_TOKEN', message: 'The user of this token no longer exists.' });
  return account;
}

/**
 * The session calls of spec §7 under /api (src/contracts/session.ts): login, refresh (also
 * auth/refresh-token), logout, adfs-logout, sso-token, forgot-password,
 * validate-reset-password-token, set-password, claim and get-logued-user-data.
 */
export function sessionRoutes(context: SessionContext, accessOf: AccessOfResource): ApiRoute[] {
  const refresh = async (tokens: { refreshToken?: string; refresh_token?: string }) => {
    const refreshToken = firstText(tokens.refreshToken, tokens.refresh_token);
    if (!refreshToken) throw new ApiError(401, { error: 'INVALID_TOKEN', message: 'Send the refresh token as refreshToken.' });
    const { account, sid } = await refreshSession(context, refreshToken);
    const access = await context.tokens.accessFor(account, sid);
    return dataAnswer({ ...access, refresh_token: refreshToken, token_type: 'Bearer' as const });
  };
  return [
    contractRoute(LOGIN, accessOf, async ({ body, request }) => {
      const account = context.directory.byUsername(body.username.trim());
      // Before anything else, and the same for a user that does not exist.
      const attempt = context.throttle.attempt({ user: signInUserKey(body.username, account), address: context.clientAddress(request) });
      if (!attempt.allowed) throw tooManySignInAttempts(attempt.retryAfter);
      if (!account) {
        await spendVerifyTime(body.password);
        throw invalidCredentials();
      }
      if (!account.passwordHash) throw notSetUp();
      if (!(await verifyPasswordAsync(body.password, account.passwordHash))) throw invalidCredentials();
      attempt.succeeded();
      if (account.roles.length === 0) throw notSetUp();
      return dataAnswer(await loginResult(context, account));
    }),
    contractRoute(REFRESH_TOKEN, accessOf, ({ body }) => refresh(body)),
    contractRoute(AUTH_REFRESH_TOKEN, accessOf, ({ body }) => refresh(body)),
    contractRoute(LOGOUT, accessOf, async ({ body }) => {
      await endSessions(context, sessionTokens(body));
      return dataAnswer({ success: true as const });
    }),
    contractRoute(ADFS_LOGOUT, accessOf, async ({ body }) => {
      await endSessions(context, sessionTokens(body));
      return dataAnswer({ success: true as const, endSessionUrl: context.endSessionUrl?.(firstText(body?.idToken, body?.id_token)) ?? null });
    }),
    // Single sign-on (spec §7 "an identity-provider token exchange"): the app ran the
    // authorization code flow with PKCE against the provider (oidc-client-ts) and trades
    // the provider's access token for this API's own tokens, whose realm roles it reads.
    contractRoute(SSO_TOKEN, accessOf, async ({ body }) => {
      const accessToken = firstText(body.accessToken, body.access_token);
      const account = accessToken && context.ssoAccount ? await context.ssoAccount(accessToken) : undefined;
      if (!account || account.roles.length === 0) throw new ApiError(401, { error: 'SSO_VALIDATION_FAILED', message: 'Erro validando o Login.' });
      return dataAnswer(await loginResult(context, account));
    }),
    contractRoute(FORGOT_PASSWORD, accessOf, ({ body }) => {
      const account = context.directory.byEmail(body.email.trim());
      if (account) sendResetLink(context, account);
      // The same answer for an unknown address: the call never tells who has an account.
      return dataAnswer({ success: true as const, message: 'FORGOT_PASSWORD_EMAIL_SENT' as const });
    }),
    contractRoute(VALIDATE_RESET_TOKEN, accessOf, ({ params }) => {
      const userId = context.resets.peek(params.token);
      const account = userId ? context.directory.byId(userId) : undefined;
      if (!account) throw invalidResetToken();
      return dataAnswer({ valid: true as const, username: account.username });
    }),
    contractRoute(SET_PASSWORD, accessOf, async ({ body: { token, password } }) => {
      if (password.length < MIN_PASSWORD_LENGTH) {
        throw new ApiError(400, {
          error: 'PASSWORD_TOO_SHORT',
          message: 'PASSWORD_TOO_SHORT',
          errors: [{ field: 'password', keyword: 'minLength', message: 'PASSWORD_TOO_SHORT', params: { limit: MIN_PASSWORD_LENGTH } }],
        });
      }
      // Hash only for a live token, so made-up ones cost no work; the token is spent once the hash is ready.
      if (!context.resets.peek(token)) throw invalidResetToken();
      const passwordHash = await hashPasswordAsync(password);
      const userId = context.resets.consume(token);
      if (!userId || !context.directory.byId(userId)) throw invalidResetToken();
      context.directory.setPasswordHash(userId, passwordHash);
      return dataAnswer({ success: true as const });
    }),
    contractRoute(CLAIMS, accessOf, () => dataAnswer({ lastUpdated: FEATURE_CLAIMS_UPDATED, items: [...FEATURE_CLAIMS] })),
    contractRoute(LOGGED_USER_DATA, accessOf, ({ user }) => dataAnswer(loggedUserData(accountOfUser(context, user), context))),
  ];
}
