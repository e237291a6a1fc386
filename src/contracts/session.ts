import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { dataOf } from './answers';
import { CATALOGUE_CALL_PATHS } from './catalogueCallPaths';

/** The session calls of spec §7: sign-in, token refresh, logout, password reset, feature claims, the signed-in user. */

/** A text with something in it besides spaces. */
export const NonBlank = (options: { description?: string; maxLength?: number } = {}) => Type.String({ minLength: 1, pattern: '\\S', ...options });

/** `{success: true, message}`: a call that did what it was asked, saying so with a message key. */
export const Done = <M extends string>(message: M) => Type.Object({ success: Type.Literal(true), message: Type.Literal(message) });

const USER_INFO_FIELDS = { id: Type.String(), firstName: Type.String(), lastName: Type.String(), email: Type.String(), username: Type.String() };

/** `userInfo` of the login result and of local storage (spec §3). */
export const UserInfo = Type.Object(USER_INFO_FIELDS);
export type UserInfo = Static<typeof UserInfo>;

/** A project of the signed-in user. */
export const OwnProject = Type.Object({ _id: Type.String(), name: Type.String(), code: Type.Union([Type.String(), Type.Null()]) });
export type OwnProject = Static<typeof OwnProject>;

const GroupRule = Type.Object({
  resource: Type.Object({ id: Type.String(), name: Type.String(), level: Type.Integer({ description: '1: global; 3: a project.' }) }),
  accessPermission: Type.Object({ id: Type.String(), tag: Type.String() }),
});

/** The signed-in user (spec §3 "User"): profile, roles, projects, and each of their groups with its rules. */
export const LoggedUserData = Type.Object({
  ...USER_INFO_FIELDS,
  _id: Type.String(),
  roles: Type.Array(Type.Object({ name: Type.String() })),
  groups: Type.Array(Type.String(), { description: 'Role names.' }),
  isAdmin: Type.Boolean(),
  projectId: Type.Union([Type.String(), Type.Null()], { description: 'The current project; null for a user of none.' }),
  projects: Type.Array(OwnProject),
  combinedUserGroups: Type.Array(Type.Object({ _id: Type.String(), name: Type.String(), rules: Type.Array(GroupRule) })),
});
export type LoggedUserData = Static<typeof LoggedUserData>;

const SESSION_TOKENS = {
  access_token: Type.String(),
  expires_in: Type.Integer({ minimum: 1, description: 'Seconds the access token lives.' }),
  token_type: Type.Literal('Bearer'),
};

/** The login result (spec §3): signed JWTs, the user, their role names and whether they are a global admin. */
export const LoginResult = Type.Object({
  ...SESSION_TOKENS,
  refresh_token: Type.String(),
  id_token: Type.String(),
  userInfo: UserInfo,
  groups: Type.Array(Type.String()),
  isAdmin: Type.Boolean(),
});
export type LoginResult = Static<typeof LoginResult>;

/** Why a refresh token is refused (401). */
const TOKEN_REFUSALS = ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'SESSION_ENDED'] as const;
/** How long a throttled sign-in must wait, in whole seconds. */
const SecondsToWait = Type.Integer({ minimum: 1 });

export const LOGIN = defineCall({
  method: 'POST',
  path: CATALOGUE_CALL_PATHS.login,
  tag: 'session',
  summary: 'Sign in with username and password',
  description:
    'Failed sign-ins are counted per username and client address: past a few, the call answers 429 TOO_MANY_SIGN_IN_ATTEMPTS, even for the right password, with the seconds to wait in the Retry-After header and in `retryAfter`. An unknown username is refused as a wrong password is.',
  access: { public: true },
  body: { json: Type.Object({ username: NonBlank(), password: NonBlank() }, { additionalProperties: false }) },
  answers: { 200: { description: 'The tokens and the user.', json: dataOf(LoginResult) } },
  refusals: {
    400: ['ACCOUNT_NOT_SET_UP'],
    401: ['INVALID_CREDENTIALS'],
    429: {
      codes: ['TOO_MANY_SIGN_IN_ATTEMPTS'],
      json: Type.Object({ retryAfter: SecondsToWait }),
      headers: { 'Retry-After': { description: 'The seconds to wait before signing in again.', schema: SecondsToWait } },
    },
  },
});

const RefreshBody = Type.Object(
  { refreshToken: Type.Optional(Type.String()), refresh_token: Type.Optional(Type.String({ description: 'The same as refreshToken.' })) },
  { additionalProperties: false },
);
const Refreshed = dataOf(Type.Object({ ...SESSION_TOKENS, refresh_token: Type.String({ description: 'The refresh token sent, still valid.' }) }));
const REFRESH_REFUSALS = { 401: TOKEN_REFUSALS } as const;
const REFRESH_ANSWERS = { 200: { description: 'A new access token of the same session.', json: Refreshed } } as const;

export const REFRESH_TOKEN = defineCall({
  method: 'POST',
  path: 'session/refresh-token',
  tag: 'session',
  summary: 'New access token from a refresh token (401 INVALID_TOKEN when none is sent)',
  access: { public: true },
  body: { json: RefreshBody },
  answers: REFRESH_ANSWERS,
  refusals: REFRESH_REFUSALS,
});

/** The older path of the refresh (spec §7 "Token refresh"). */
export const AUTH_REFRESH_TOKEN = defineCall({
  ...REFRESH_TOKEN,
  path: 'auth/refresh-token',
  summary: 'New access token from a refresh token (the older path of session/refresh-token)',
});

/** A token a logout may send, or null for one the app does not hold. */
const Token = (description?: string) => Type.Optional(Type.Union([Type.String(), Type.Null()], description ? { description } : {}));
const LOGOUT_TOKENS = {
  token: Token('The access token.'),
  access_token: Token('The same as token.'),
  refreshToken: Token(),
  refresh_token: Token('The same as refreshToken.'),
};

export const LOGOUT = defineCall({
  method: 'POST',
  path: 'session/logout',
  tag: 'session',
  summary: 'End the session of the tokens sent (unknown or expired ones are ignored: the call always succeeds)',
  access: { public: true },
  body: { json: Type.Object(LOGOUT_TOKENS, { additionalProperties: false }), optional: true },
  answers: { 200: { description: 'Signed out.', json: dataOf(Type.Object({ success: Type.Literal(true) })) } },
});

export const ADFS_LOGOUT = defineCall({
  method: 'POST',
  path: 'session/adfs-logout',
  tag: 'session',
  summary: "End the session and get the identity provider's sign-out address",
  access: { public: true },
  body: {
    json: Type.Object(
      { ...LOGOUT_TOKENS, idToken: Token("The provider's id token, for its sign-out address."), id_token: Token('The same as idToken.') },
      { additionalProperties: false },
    ),
    optional: true,
  },
  answers: {
    200: {
      description: "Signed out; where the browser signs out of the provider (null when the provider's address is unknown).",
      json: dataOf(Type.Object({ success: Type.Literal(true), endSessionUrl: Type.Union([Type.String(), Type.Null()]) })),
    },
  },
});

export const SSO_TOKEN = defineCall({
  method: 'POST',
  path: 'session/sso-token',
  tag: 'session',
  summary: "Trade the identity provider's access token (authorization code flow with PKCE) for this API's tokens",
  access: { public: true },
  body: {
    json: Type.Object(
      { accessToken: Type.Optional(Type.String()), access_token: Type.Optional(Type.String({ description: 'The same as accessToken.' })) },
      { additionalProperties: false },
    ),
  },
  answers: { 200: { description: 'The tokens and the user, as a sign-in answers them.', json: dataOf(LoginResult) } },
  refusals: { 401: ['SSO_VALIDATION_FAILED'] },
});

export const FORGOT_PASSWORD = defineCall({
  method: 'POST',
  path: 'session/forgot-password',
  tag: 'session',
  summary: 'Mail a one-hour password reset link to the account of an e-mail address (the same answer for an unknown one)',
  access: { public: true },
  body: { json: Type.Object({ email: NonBlank() }, { additionalProperties: false }) },
  answers: { 200: { description: 'Sent, if the address has an account.', json: dataOf(Done('FORGOT_PASSWORD_EMAIL_SENT')) } },
});

export const VALIDATE_RESET_TOKEN = defineCall({
  method: 'GET',
  path: 'session/validate-reset-password-token/{token}',
  tag: 'session',
  summary: 'Whether a password reset token is still valid, and whose it is',
  access: { public: true },
  params: Type.Object({ token: Type.String({ minLength: 1 }) }),
  answers: { 200: { description: 'The token is valid.', json: dataOf(Type.Object({ valid: Type.Literal(true), username: Type.String() })) } },
  refusals: { 400: ['INVALID_RESET_TOKEN'] },
});

/** The shortest password set-password accepts. */
export const MIN_PASSWORD_LENGTH = 8;

export const SET_PASSWORD = defineCall({
  method: 'POST',
  path: 'session/set-password',
  tag: 'session',
  summary: 'Set a new password with a reset token, which is then spent',
  access: { public: true },
  body: {
    json: Type.Object(
      { token: NonBlank(), password: NonBlank({ description: `At least ${MIN_PASSWORD_LENGTH} characters (else 400 PASSWORD_TOO_SHORT).` }) },
      { additionalProperties: false },
    ),
  },
  answers: { 200: { description: 'The password is set.', json: dataOf(Type.Object({ success: Type.Literal(true) })) } },
  refusals: { 400: ['PASSWORD_TOO_SHORT', 'INVALID_RESET_TOKEN'] },
});

/** A feature flag of spec §3: its name and whether the app shows the feature. */
export const FeatureClaim = Type.Object({ name: Type.String(), enabled: Type.Boolean() });
export type FeatureClaim = Static<typeof FeatureClaim>;

export const CLAIMS = defineCall({
  method: 'GET',
  path: 'session/claim',
  tag: 'session',
  summary: 'The feature flags of the product, and when they last changed',
  access: { public: true },
  answers: {
    200: { description: 'The flags.', json: dataOf(Type.Object({ lastUpdated: Type.String({ format: 'date-time' }), items: Type.Array(FeatureClaim) })) },
  },
});

export const LOGGED_USER_DATA = defineCall({
  method: 'GET',
  path: 'session/get-logued-user-data',
  tag: 'session',
  summary: 'The signed-in user with roles, projects and groups',
  access: { roles: [] },
  answers: { 200: { description: 'The user.', json: dataOf(LoggedUserData) } },
});
