import * as Type from 'typebox';
import type { Static } from 'typebox';
import { defineCall } from '../framework/contracts/callContract';
import { dataOf } from './answers';
import { Done, LoggedUserData, NonBlank, OwnProject, UserInfo } from './session';
import { CATALOGUE_CALL_PATHS } from './catalogueCallPaths';

/** The signed-in user's own calls (spec §7 "User"; the spec does not show their paths: these are the demo API's). */

export const USER_INFO = defineCall({
  method: 'GET',
  path: 'user/info',
  tag: 'user',
  summary: 'The signed-in user with roles, projects and groups (as session/get-logued-user-data)',
  access: { roles: [] },
  answers: { 200: { description: 'The user.', json: dataOf(LoggedUserData) } },
});

/** What the own-data dialog changes (spec §5): the names and the e-mail; the username and roles are no one's own to change. */
export const OwnData = Type.Object({ firstName: NonBlank(), lastName: NonBlank(), email: Type.String({ format: 'email' }) }, { additionalProperties: false });
export type OwnData = Static<typeof OwnData>;

export const UPDATE_OWN_DATA = defineCall({
  method: 'PUT',
  path: 'user/self',
  tag: 'user',
  summary: 'Change own first name, last name and e-mail (kept trimmed, with every rule of the user records: a unique e-mail)',
  access: { roles: [] },
  body: { json: OwnData },
  answers: { 200: { description: 'The user as changed.', json: dataOf(UserInfo) } },
  refusals: { 400: ['USER.EMAIL_ALREADY_EXISTS'] },
});

export const REDEFINE_PASSWORD = defineCall({
  method: 'POST',
  path: 'user/redefine-password',
  tag: 'user',
  summary: 'Mail oneself a one-hour password reset link',
  access: { roles: [] },
  answers: { 200: { description: 'Sent.', json: dataOf(Done('REDEFINE_PASSWORD_EMAIL_SENT')) } },
});

/** The longest join request message. */
export const MAX_JOIN_MESSAGE = 2000;

export const JOIN_PROJECT_REQUEST = defineCall({
  method: 'POST',
  path: 'user/join-to-project-request',
  tag: 'user',
  summary: 'Ask the administrators for access to a project (spec §2: a user without a project)',
  access: { roles: [] },
  body: { json: Type.Object({ message: NonBlank({ maxLength: MAX_JOIN_MESSAGE }) }, { additionalProperties: false }) },
  answers: { 200: { description: 'Sent to the administrators.', json: dataOf(Done('JOIN_REQUEST_SENT')) } },
});

export const OWN_PROJECTS = defineCall({
  method: 'GET',
  path: 'user/projects',
  tag: 'user',
  summary: 'The projects of the signed-in user, the current one first',
  access: { roles: [] },
  answers: { 200: { description: 'The projects.', json: dataOf(Type.Array(OwnProject)) } },
});

const stamp = () => Type.Optional(Type.String({ format: 'date-time' }));

/** A user group record (schemas/user-group.schema.json). */
export const OwnGroup = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.Optional(Type.String()),
  projectId: Type.String(),
  createdAt: stamp(),
  updatedAt: stamp(),
});
export type OwnGroup = Static<typeof OwnGroup>;

export const OWN_GROUPS = defineCall({
  method: 'GET',
  path: 'user/groups',
  tag: 'user',
  summary: 'The user groups of the signed-in user',
  access: { roles: [] },
  answers: { 200: { description: 'The groups.', json: dataOf(Type.Array(OwnGroup)) } },
});

/** A user record (schemas/user.schema.json) as the API shows it: never its password hash. */
export const FoundUser = Type.Object({
  _id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  username: Type.String(),
  roles: Type.Array(Type.Object({ name: Type.String() })),
  projectId: Type.Optional(Type.String()),
  projects: Type.Optional(Type.Array(Type.String())),
  groups: Type.Optional(Type.Array(Type.String())),
  createdAt: stamp(),
  updatedAt: stamp(),
});
export type FoundUser = Static<typeof FoundUser>;

export const FIND_USER = defineCall({
  method: 'GET',
  path: CATALOGUE_CALL_PATHS.findUser,
  tag: 'user',
  summary: "One user: oneself to anyone; another user to whoever may show users, within the request's project",
  access: { roles: [] },
  params: Type.Object({ id: Type.String({ minLength: 1 }) }),
  answers: { 200: { description: 'The user.', json: dataOf(FoundUser) } },
  refusals: { 400: ['USER-WITHOUT-PROJECT', 'RESOURCE-IS-FROM-ANOTHER-PROJECT'], 403: ['FORBIDDEN', 'PROJECT_ACCESS_DENIED'], 404: ['NOT_FOUND'] },
});
