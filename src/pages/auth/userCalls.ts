/**
 * Paths of the user's self-service calls on the API (spec §7 "User"; the spec does not
 * show them, these are the demo API's).
 */
export const USER_CALLS = {
  self: 'user/self',
  /** The signed-in user's projects (`[{ _id, name }]`). */
  projects: 'user/projects',
  redefinePassword: 'user/redefine-password',
  joinToProjectRequest: 'user/join-to-project-request',
} as const;
