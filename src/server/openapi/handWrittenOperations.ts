import { ref } from './openApiParts';
import type { JsonSchema } from './openApiTypes';

/** How a hand-written route (one not generated from a resource definition) is documented. */
export interface HandWrittenOperation {
  tag: 'session' | 'user' | 'dev' | 'documentation' | 'dashboard';
  summary: string;
  /** Open without a token. */
  public?: boolean;
  /** Roles allowed besides ADMIN; absent: every signed-in user (or anyone, for a public call). */
  roles?: readonly string[];
  body?: JsonSchema;
  /** The payload under `data`, or the whole body when `bare`. */
  answer: JsonSchema;
  bare?: boolean;
}

const text = { type: 'string' };
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({ type: 'object', required, properties });
const success = object({ success: { type: 'boolean' }, message: text }, ['success']);
const refreshBody = object({ refreshToken: { ...text, description: 'Also accepted as refresh_token.' } });
const tokens = object(
  { access_token: text, refresh_token: text, id_token: text, expires_in: { type: 'integer' }, token_type: { const: 'Bearer' }, userInfo: ref('UserInfo'), groups: { type: 'array', items: text }, isAdmin: { type: 'boolean' } },
  ['access_token', 'refresh_token', 'token_type'],
);

/** Schemas the hand-written calls use. */
export const HAND_WRITTEN_SCHEMAS: Record<string, JsonSchema> = {
  UserInfo: object({ id: text, username: text, firstName: text, lastName: text, email: text }),
  StatusCount: object({ status: { type: ['integer', 'string'], description: 'A value of resources/activity-status.values.json.' }, count: { type: 'integer', minimum: 0 } }, ['status', 'count']),
  LoggedUserData: { type: 'object', description: 'The signed-in user: profile, roles, projects and feature claims.', additionalProperties: true },
};

/**
 * Every route of the demo API that no resource definition generates, keyed `METHOD pattern`
 * as the route table declares it. A served route missing here (and not generated) is
 * reported by `undocumentedRoutes`, which fails `npm run check` and the tests.
 */
export const HAND_WRITTEN_OPERATIONS: Readonly<Record<string, HandWrittenOperation>> = {
  'GET openapi.json': { tag: 'documentation', summary: 'This OpenAPI document', public: true, bare: true, answer: { type: 'object', description: 'OpenAPI 3.1 document.' } },
  'POST session/login': { tag: 'session', summary: 'Sign in with username and password', public: true, body: object({ username: text, password: text }, ['username', 'password']), answer: tokens },
  'POST session/refresh-token': { tag: 'session', summary: 'New access token from a refresh token', public: true, body: refreshBody, answer: tokens },
  'POST auth/refresh-token': { tag: 'session', summary: 'New access token from a refresh token (alias)', public: true, body: refreshBody, answer: tokens },
  'POST session/logout': { tag: 'session', summary: 'End the session of the tokens sent', public: true, body: object({ refreshToken: text, token: text }), answer: success },
  'POST session/adfs-logout': {
    tag: 'session',
    summary: 'End the session and get the identity provider sign-out address',
    public: true,
    body: object({ refreshToken: text, token: text, idToken: text }),
    answer: object({ success: { type: 'boolean' }, endSessionUrl: { type: ['string', 'null'] } }, ['success']),
  },
  'POST session/sso-token': { tag: 'session', summary: "Trade the identity provider's access token for this API's tokens", public: true, body: object({ accessToken: text }, ['accessToken']), answer: tokens },
  'POST session/forgot-password': { tag: 'session', summary: 'Send a password reset link', public: true, body: object({ email: text }, ['email']), answer: success },
  'GET session/validate-reset-password-token/:token': { tag: 'session', summary: 'Whether a reset token is still valid', public: true, answer: object({ valid: { type: 'boolean' }, username: text }, ['valid']) },
  'POST session/set-password': { tag: 'session', summary: 'Set a new password with a reset token', public: true, body: object({ token: text, password: { type: 'string', minLength: 8 } }, ['token', 'password']), answer: success },
  'GET session/claim': { tag: 'session', summary: 'The feature claims of the product', public: true, answer: object({ lastUpdated: text, items: { type: 'array', items: { type: 'object' } } }) },
  'GET session/get-logued-user-data': { tag: 'session', summary: 'The signed-in user with roles and projects', answer: ref('LoggedUserData') },
  'GET user/info': { tag: 'user', summary: 'The signed-in user with roles and projects', answer: ref('LoggedUserData') },
  'PUT user/self': { tag: 'user', summary: 'Change own first name, last name and e-mail', body: object({ firstName: text, lastName: text, email: { type: 'string', format: 'email' } }, ['firstName', 'lastName', 'email']), answer: ref('UserInfo') },
  'POST user/redefine-password': { tag: 'user', summary: 'Send oneself a password reset link', answer: success },
  'POST user/join-to-project-request': { tag: 'user', summary: 'Ask the administrators for access to a project', body: object({ message: { type: 'string', maxLength: 2000 } }, ['message']), answer: success },
  'GET user/projects': { tag: 'user', summary: 'Projects of the signed-in user', answer: { type: 'array', items: { type: 'object' } } },
  'GET user/groups': { tag: 'user', summary: 'User groups of the signed-in user', answer: { type: 'array', items: { type: 'object' } } },
  'GET user/:id/find': { tag: 'user', summary: 'One user (oneself, or anyone with the user resource show right)', answer: { type: 'object' } },
  'GET dashboard/totalByStatus': {
    tag: 'dashboard',
    summary: "Activities of the request's project per execution status: every status of activity-status in order, zeros kept, and their sum (soft-deleted ones left out)",
    answer: object({ total: { type: 'integer', minimum: 0 }, items: { type: 'array', items: ref('StatusCount') } }, ['total', 'items']),
  },
  'GET dashboard/totalTasksAtrib': {
    tag: 'dashboard',
    summary: "Open activity tasks of the request's project (status not in a conclusive phase): assigned to the caller, to someone else, to nobody",
    answer: object(
      { total: { type: 'integer', minimum: 0 }, assignedToMe: { type: 'integer', minimum: 0 }, assignedToOthers: { type: 'integer', minimum: 0 }, notAssigned: { type: 'integer', minimum: 0 } },
      ['total', 'assignedToMe', 'assignedToOthers', 'notAssigned'],
    ),
  },
  'GET dashboard/totalActivityNaoAtrib': {
    tag: 'dashboard',
    summary: "Open activities of the request's project with no responsible user and no responsible group: their count and the first few by planned start (query limit, default 5, at most 50)",
    answer: object(
      {
        count: { type: 'integer', minimum: 0 },
        activitiesNotAssigned: {
          type: 'array',
          items: object({ _id: text, description: text, tag: text, executionStatus: { type: ['integer', 'string', 'null'] }, plannedStartDate: { type: ['string', 'null'], format: 'date-time' } }, ['_id', 'description', 'tag']),
        },
      },
      ['count', 'activitiesNotAssigned'],
    ),
  },
  'GET dev/simulations': { tag: 'dev', summary: 'Simulated failures and whether each is on', roles: ['ADMIN'], answer: { type: 'array', items: object({ name: text, description: text, status: { type: 'integer' }, on: { type: 'boolean' } }) } },
  'PUT dev/simulations': { tag: 'dev', summary: 'Switch simulated failures on or off', roles: ['ADMIN'], body: { type: 'object', additionalProperties: { enum: ['on', 'off', true, false] } }, answer: { type: 'array', items: { type: 'object' } } },
};
