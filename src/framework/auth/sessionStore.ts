import { hasSuperRole } from '../registry/access';
import { LOGOUT_REMOVED_KEYS, SESSION_KEYS } from './sessionKeys';
import { readTokenClaims, type TokenClaims } from './tokenClaims';

/** The user as the API describes them (spec §3: id, firstName, lastName, email, username). */
export interface UserInfo {
  id?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  username?: string;
}

/** The `data` of a sign-in or token exchange (spec §3 "Login result"). */
export interface LoginResult {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  userInfo?: UserInfo;
  /** Group names; the token's roles when absent. */
  groups?: string[];
  isAdmin?: boolean;
}

/** The signed-in user, as the app shows them. */
export interface SessionUser {
  id: string;
  username: string;
  roles: string[];
  groups: string[];
  isAdmin: boolean;
  projectIds: string[];
  projectId: string | null;
  projectName: string | null;
  info: UserInfo;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function safeGet(storage: KeyValueStore, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * The session in the browser's storage, under the keys of spec §3 and §9. Every read goes
 * to the storage, so another tab's sign-in or a refresh applies at once.
 */
export function createSessionStore(storage: KeyValueStore) {
  const set = (key: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') storage.removeItem(key);
    else storage.setItem(key, value);
  };
  return {
    accessToken: () => safeGet(storage, SESSION_KEYS.accessToken),
    refreshToken: () => safeGet(storage, SESSION_KEYS.refreshToken),
    idToken: () => safeGet(storage, SESSION_KEYS.idToken),
    isAdfsLogin: () => safeGet(storage, SESSION_KEYS.isAdfsLogin) === 'true',
    /** Spec §5: a stored token must be non-empty to count as authenticated. */
    isAuthenticated: () => Boolean(safeGet(storage, SESSION_KEYS.accessToken)),

    /** Keeps a sign-in's tokens and what they say; the first project becomes the current one. */
    signIn(result: LoginResult, { adfs = false }: { adfs?: boolean } = {}): TokenClaims | undefined {
      const claims = readTokenClaims(result.access_token);
      const roles = claims?.roles ?? [];
      set(SESSION_KEYS.accessToken, result.access_token);
      set(SESSION_KEYS.refreshToken, result.refresh_token);
      set(SESSION_KEYS.idToken, result.id_token);
      set(SESSION_KEYS.userId, claims?.userId || result.userInfo?.id);
      set(SESSION_KEYS.username, claims?.username || result.userInfo?.username);
      set(SESSION_KEYS.groups, JSON.stringify(result.groups ?? roles));
      set(SESSION_KEYS.isAdmin, String(result.isAdmin ?? hasSuperRole(roles)));
      set(SESSION_KEYS.userProjects, (claims?.projectIds ?? []).join(','));
      set(SESSION_KEYS.projectId, claims?.projectIds[0]);
      storage.removeItem(SESSION_KEYS.projectName);
      if (result.userInfo) set(SESSION_KEYS.userInfo, JSON.stringify(result.userInfo));
      set(SESSION_KEYS.isAdfsLogin, adfs ? 'true' : null);
      return claims;
    },

    /** A refreshed access token (and refresh token, when the API rotates it). */
    refreshed(accessToken: string, refreshToken?: string) {
      set(SESSION_KEYS.accessToken, accessToken);
      if (refreshToken) set(SESSION_KEYS.refreshToken, refreshToken);
    },

    setUserInfo(info: UserInfo) {
      set(SESSION_KEYS.userInfo, JSON.stringify(info));
    },

    /**
     * What `session/get-logued-user-data` adds to a sign-in: the user's info and the name
     * of the current project (`projects: [{ _id, name }]`).
     */
    adoptUserData(data: unknown) {
      if (data === null || typeof data !== 'object') return;
      const record = data as { projects?: unknown; firstName?: unknown; email?: unknown };
      const projects = Array.isArray(record.projects) ? (record.projects as { _id?: unknown; name?: unknown }[]) : [];
      const current = safeGet(storage, SESSION_KEYS.projectId);
      const project = projects.find((p) => p && String(p._id) === current);
      if (project && typeof project.name === 'string') set(SESSION_KEYS.projectName, project.name);
      if (typeof record.firstName === 'string' || typeof record.email === 'string') {
        const { id, firstName, lastName, email, username } = data as UserInfo;
        set(SESSION_KEYS.userInfo, JSON.stringify({ id, firstName, lastName, email, username }));
      }
    },

    /** Spec §4: changing project stores its id and name. */
    setProject(id: string, name?: string | null) {
      set(SESSION_KEYS.projectId, id);
      set(SESSION_KEYS.projectName, name ?? null);
    },

    user(): SessionUser | undefined {
      const token = safeGet(storage, SESSION_KEYS.accessToken);
      if (!token) return undefined;
      const claims = readTokenClaims(token);
      const info = parseJson<UserInfo>(safeGet(storage, SESSION_KEYS.userInfo), {});
      const groups = parseJson<unknown>(safeGet(storage, SESSION_KEYS.groups), []);
      return {
        id: safeGet(storage, SESSION_KEYS.userId) ?? claims?.userId ?? '',
        username: safeGet(storage, SESSION_KEYS.username) ?? claims?.username ?? '',
        roles: claims?.roles ?? [],
        groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
        isAdmin: safeGet(storage, SESSION_KEYS.isAdmin) === 'true',
        projectIds: (safeGet(storage, SESSION_KEYS.userProjects) ?? '').split(',').filter(Boolean),
        projectId: safeGet(storage, SESSION_KEYS.projectId),
        projectName: safeGet(storage, SESSION_KEYS.projectName),
        info,
      };
    },

    /** Spec §9: logout removes the tokens and the user's keys. */
    clear() {
      for (const key of LOGOUT_REMOVED_KEYS) storage.removeItem(key);
    },

    /** Where to go after the next sign-in (spec §2 guards: the stored redirect query). */
    rememberRedirect(target: string) {
      set(SESSION_KEYS.redirectQuery, target);
    },
    takeRedirect(): string | null {
      const target = safeGet(storage, SESSION_KEYS.redirectQuery);
      storage.removeItem(SESSION_KEYS.redirectQuery);
      return target;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
