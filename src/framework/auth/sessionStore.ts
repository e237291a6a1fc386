import { hasSuperRole } from '../registry/access';
import { scopeDeclaration, type ScopeLevel } from '../data/scopeDeclaration';
import { authDeclaration } from './authDeclaration';
import { logoutRemovedKeys, sessionKeys } from './declaredSessionKeys';
import { readTokenClaims, type TokenClaims } from './tokenClaims';

/** The user as the API describes them (id, firstName, lastName, email, username). */
export interface UserInfo {
  id?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  username?: string;
}

/** What a sign-in or a token exchange gives the session (the session client reads the API's answer into it). */
export interface LoginResult {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  userInfo?: UserInfo;
  /** Group names; the token's roles when absent. */
  groups?: string[];
  isAdmin?: boolean;
}

/** The current value of a scope level kept with the session, and its name when the app learnt it. */
export interface ScopeValue {
  id: string;
  name: string | null;
}

/** The signed-in user, as the app shows them. */
export interface SessionUser {
  id: string;
  username: string;
  roles: string[];
  groups: string[];
  isAdmin: boolean;
  /** For each scope level with a claim: the values the user is granted, first one first. */
  granted: Readonly<Record<string, readonly string[]>>;
  /** For each scope level kept with the session: its current value, when one is set. */
  current: Readonly<Record<string, ScopeValue | undefined>>;
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

/** The scope levels the session keeps (in its own storage), which sign-in and logout set and clear. */
const sessionLevels = (): ScopeLevel[] => scopeDeclaration().levels.filter((level) => level.storage === 'local');

/**
 * The session in the browser's storage, under the application's keys (see sessionKeys).
 * Every read goes to the storage, so another tab's sign-in or a refresh applies at once.
 */
export function createSessionStore(storage: KeyValueStore) {
  const set = (key: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') storage.removeItem(key);
    else storage.setItem(key, value);
  };
  const levelNamed = (name: string): ScopeLevel => {
    const level = sessionLevels().find((candidate) => candidate.name === name);
    if (!level) throw new Error(`No scope level "${name}" is kept with the session: declare it in the application's scope, kept in local storage.`);
    return level;
  };
  const store = {
    accessToken: () => safeGet(storage, sessionKeys().accessToken),
    refreshToken: () => safeGet(storage, sessionKeys().refreshToken),
    idToken: () => safeGet(storage, sessionKeys().idToken),
    /** Whether the session came from single sign-on. */
    isSingleSignOn: () => safeGet(storage, sessionKeys().singleSignOn) === 'true',
    /** A stored token must be non-empty to count as authenticated. */
    isAuthenticated: () => Boolean(safeGet(storage, sessionKeys().accessToken)),

    /** Keeps a sign-in's tokens and what they say; a level declared `initial: 'first'` takes its first granted value. */
    signIn(result: LoginResult, { singleSignOn = false }: { singleSignOn?: boolean } = {}): TokenClaims | undefined {
      const keys = sessionKeys();
      const claims = readTokenClaims(result.access_token);
      const roles = claims?.roles ?? [];
      set(keys.accessToken, result.access_token);
      set(keys.refreshToken, result.refresh_token);
      set(keys.idToken, result.id_token);
      set(keys.userId, claims?.userId || result.userInfo?.id);
      set(keys.username, claims?.username || result.userInfo?.username);
      set(keys.groups, JSON.stringify(result.groups ?? roles));
      set(keys.isAdmin, String(result.isAdmin ?? hasSuperRole(roles)));
      for (const level of sessionLevels()) {
        const granted = claims?.scopes[level.name] ?? [];
        if (level.grantedKey) set(level.grantedKey, granted.join(','));
        set(level.storageKey, level.initial === 'first' ? granted[0] : null);
        if (level.nameKey) storage.removeItem(level.nameKey);
      }
      if (result.userInfo) set(keys.userInfo, JSON.stringify(result.userInfo));
      set(keys.singleSignOn, singleSignOn ? 'true' : null);
      return claims;
    },

    /** A refreshed access token (and refresh token, when the API rotates it). */
    refreshed(accessToken: string, refreshToken?: string) {
      set(sessionKeys().accessToken, accessToken);
      if (refreshToken) set(sessionKeys().refreshToken, refreshToken);
    },

    setUserInfo(info: UserInfo) {
      set(sessionKeys().userInfo, JSON.stringify(info));
    },

    /**
     * What the session client's `loggedUserData` adds to a sign-in: the user's info, and
     * whatever else the application reads from it (its `auth.adoptUserData`).
     */
    adoptUserData(data: unknown) {
      if (data === null || typeof data !== 'object') return;
      const record = data as { firstName?: unknown; email?: unknown };
      if (typeof record.firstName === 'string' || typeof record.email === 'string') {
        const { id, firstName, lastName, email, username } = data as UserInfo;
        set(sessionKeys().userInfo, JSON.stringify({ id, firstName, lastName, email, username }));
      }
      authDeclaration().adoptUserData?.(data, store);
    },

    /** Changes the current value of a scope level kept with the session, and its name (when the level keeps one). */
    setScope(levelName: string, id: string, name?: string | null) {
      const level = levelNamed(levelName);
      set(level.storageKey, id);
      if (level.nameKey) set(level.nameKey, name ?? null);
    },

    user(): SessionUser | undefined {
      const keys = sessionKeys();
      const token = safeGet(storage, keys.accessToken);
      if (!token) return undefined;
      const claims = readTokenClaims(token);
      const info = parseJson<UserInfo>(safeGet(storage, keys.userInfo), {});
      const groups = parseJson<unknown>(safeGet(storage, keys.groups), []);
      const granted: Record<string, readonly string[]> = { ...claims?.scopes };
      const current: Record<string, ScopeValue | undefined> = {};
      for (const level of sessionLevels()) {
        if (level.grantedKey) granted[level.name] = (safeGet(storage, level.grantedKey) ?? '').split(',').filter(Boolean);
        const id = safeGet(storage, level.storageKey);
        current[level.name] = id === null ? undefined : { id, name: level.nameKey ? safeGet(storage, level.nameKey) : null };
      }
      return {
        id: safeGet(storage, keys.userId) ?? claims?.userId ?? '',
        username: safeGet(storage, keys.username) ?? claims?.username ?? '',
        roles: claims?.roles ?? [],
        groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
        isAdmin: safeGet(storage, keys.isAdmin) === 'true',
        granted,
        current,
        info,
      };
    },

    /** Logout removes the tokens and the user's keys. */
    clear() {
      for (const key of logoutRemovedKeys()) storage.removeItem(key);
    },

    /** Where to go after the next sign-in (the stored redirect target). */
    rememberRedirect(target: string) {
      set(sessionKeys().redirectQuery, target);
    },
    takeRedirect(): string | null {
      const key = sessionKeys().redirectQuery;
      const target = safeGet(storage, key);
      storage.removeItem(key);
      return target;
    },
  };
  return store;
}

export type SessionStore = ReturnType<typeof createSessionStore>;
