/**
 * The product's session, scope and headers, as it declares them to the engine (spec §3, §7):
 * the Keycloak claims, the storage keys users' browsers already hold, the project kept with
 * the session and the program / project / contract chosen in the tree, each in its header.
 */
import type { AuthSection } from './framework/auth/authDeclaration';
import type { SessionStore } from './framework/auth/sessionStore';
import type { HttpDeclaration } from './framework/data/httpDeclaration';
import type { ScopeDeclaration } from './framework/data/scopeDeclaration';
import { lacksProject } from './shell/routeDecision';
import { GLOBAL_SCOPE_ID, SCOPE_KEYS } from './shell/scope/scopeSelection';
import { HOME_ROUTE, JOIN_PROJECT_ROUTE, LOGIN_ROUTE } from './shell/shellRoutes';

/** The scope level of the session's project (spec §3: `ProjectId` in the token, `project_id` in storage). */
export const PROJECT_LEVEL = 'project';

/** What `session/get-logued-user-data` adds: the name of the current project (`projects: [{ _id, name }]`). */
function adoptProjectName(answer: unknown, store: SessionStore): void {
  const projects: unknown = (answer as { projects?: unknown }).projects;
  const current = store.user()?.current[PROJECT_LEVEL];
  if (!current || !Array.isArray(projects)) return;
  const project = (projects as ({ _id?: unknown; name?: unknown } | null)[]).find((p) => p && String(p._id) === current.id);
  if (project && typeof project.name === 'string') store.setScope(PROJECT_LEVEL, current.id, project.name);
}

export const PRODUCT_AUTH: AuthSection = {
  claims: { userId: 'sub', username: 'preferred_username', roles: 'realm_access.roles' },
  storageKeys: {
    accessToken: 'access_token',
    refreshToken: 'refresh_token',
    idToken: 'id_token',
    username: 'username',
    userId: 'userid',
    groups: 'groups',
    isAdmin: 'isAdmin',
    userInfo: 'userInfo',
    redirectQuery: 'redirect_query',
    singleSignOn: 'isAdfsLogin',
  },
  routes: { login: LOGIN_ROUTE, home: HOME_ROUTE },
  // Spec §6: a user with no project (and no global admin) goes to the join request.
  landing: (user) => (lacksProject({ roles: user.roles, projectIds: user.granted[PROJECT_LEVEL] ?? [] }) ? JOIN_PROJECT_ROUTE : undefined),
  adoptUserData: adoptProjectName,
};

export const PRODUCT_SCOPE: ScopeDeclaration = {
  levels: [
    {
      name: PROJECT_LEVEL,
      header: 'ProjectId',
      storage: 'local',
      storageKey: 'project_id',
      claim: 'ProjectId',
      grantedKey: 'user_projects',
      nameKey: 'project_name',
      initial: 'first',
    },
    { name: 'selectedProgram', header: 'Selected-Program-Id', storage: 'session', storageKey: SCOPE_KEYS.programId },
    { name: 'selectedProject', header: 'Selected-Project-Id', storage: 'session', storageKey: SCOPE_KEYS.projectId },
    { name: 'selectedContract', header: 'Selected-Contract-Id', storage: 'session', storageKey: SCOPE_KEYS.contractId },
  ],
  constantHeaders: { 'Selected-Global-Id': GLOBAL_SCOPE_ID },
};

export const PRODUCT_HTTP: HttpDeclaration = { languageHeader: 'Lang', quietHeader: 'Loader-Type' };
