/** Browser storage keys of the session (spec §3 "Browser storage", §9). */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  idToken: 'id_token',
  username: 'username',
  userId: 'userid',
  groups: 'groups',
  isAdmin: 'isAdmin',
  projectId: 'project_id',
  projectName: 'project_name',
  userProjects: 'user_projects',
  userInfo: 'userInfo',
  lang: 'lang',
  redirectQuery: 'redirect_query',
  isAdfsLogin: 'isAdfsLogin',
} as const;

/**
 * What logout removes (spec §9): the tokens and everything about the user. The language
 * stays, and so does the redirect target, which the next sign-in reads.
 */
export const LOGOUT_REMOVED_KEYS: readonly string[] = [
  SESSION_KEYS.accessToken,
  SESSION_KEYS.refreshToken,
  SESSION_KEYS.idToken,
  SESSION_KEYS.groups,
  SESSION_KEYS.isAdmin,
  SESSION_KEYS.userId,
  SESSION_KEYS.username,
  SESSION_KEYS.projectId,
  SESSION_KEYS.projectName,
  SESSION_KEYS.userProjects,
  SESSION_KEYS.userInfo,
  SESSION_KEYS.isAdfsLogin,
];
