import type { AuthProvider, UserIdentity } from 'ra-core';
import { authDeclaration } from './authDeclaration';
import type { SessionClient } from './sessionClient';
import type { LoginResult, SessionStore } from './sessionStore';

/** What react-admin's `canAccess` is asked (a resource and an action, maybe a record). */
export interface AccessQuestion {
  resource: string;
  action: string;
  record?: unknown;
}

/** The identity react-admin shows, with the user menu's extra fields. */
export interface SessionIdentity extends UserIdentity {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
  isAdmin: boolean;
}

export interface AuthProviderOptions {
  session: SessionClient;
  store: SessionStore;
  /** The access rules: whether `roles` may do what react-admin asks (an answer may wait for what it reads, the feature flags). */
  canAccess: (question: AccessQuestion, roles: readonly string[]) => boolean | Promise<boolean>;
  /** The route the user is on now (`/discipline/1?x=y`), kept as the redirect target. */
  currentRoute: () => string;
  /** Routes never kept as a redirect target (sign-in, public pages). */
  isPublicRoute: (route: string) => boolean;
  /** Finishes a single sign-on (authorization code flow); loaded only on the page that needs it. */
  completeSignOn?: () => Promise<LoginResult>;
  /** A route some errors send the user to without ending the session (an account not set up yet). */
  routeOfError?: (error: unknown) => string | undefined;
}

/**
 * What `getPermissions` answers: the roles every access question reads, and who the user is
 * (the token's subject and the scope values it grants), which forms read for the fields a user may grant.
 */
export interface SessionPermissions {
  roles: string[];
  userId: string;
  /** For each scope level with a claim: the values the user is granted. */
  scopes: Readonly<Record<string, readonly string[]>>;
}

const statusOf = (error: unknown): number | undefined => (error as { status?: unknown } | null)?.status as number | undefined;

/**
 * react-admin's authProvider over the application's session calls, at the routes of its
 * `auth` declaration, following react-admin's contract: login, logout, checkAuth, checkError, getIdentity,
 * getPermissions (SessionPermissions), canAccess and handleCallback (single sign-on).
 */
export function createAuthProvider(options: AuthProviderOptions): AuthProvider {
  const { session, store, canAccess, currentRoute, isPublicRoute, completeSignOn, routeOfError } = options;
  const routes = () => authDeclaration().routes;
  const keepRedirect = () => {
    const route = currentRoute();
    if (route && !isPublicRoute(route)) store.rememberRedirect(route);
  };
  const roles = () => store.user()?.roles ?? [];
  /** After a sign-in: the application's landing rule when it applies, else the stored target, else home. */
  const landing = (): string => {
    const user = store.user();
    const target = store.takeRedirect();
    const ruled = user ? authDeclaration().landing?.(user) : undefined;
    return ruled ?? target ?? routes().home;
  };
  /** What the API adds about the user; the sign-in stands without it. */
  const adoptUserData = async () => {
    if (session.loggedUserData) await session.loggedUserData().then(store.adoptUserData, () => undefined);
  };

  return {
    async login(params: { username?: string; password?: string }) {
      const result = await session.login({ username: params.username ?? '', password: params.password ?? '' });
      store.signIn(result);
      await adoptUserData();
      return { redirectTo: landing() };
    },

    async logout() {
      const token = store.accessToken();
      if (token) {
        // The session ends in the browser whatever the API answers.
        await session.logout({ token, refreshToken: store.refreshToken() }).catch(() => undefined);
        const idToken = store.idToken();
        if (store.isSingleSignOn() && idToken && session.endSignOn) await session.endSignOn(idToken).catch(() => undefined);
      }
      store.clear();
      return routes().login;
    },

    async checkAuth() {
      if (store.isAuthenticated()) return;
      keepRedirect();
      throw { redirectTo: routes().login, message: false };
    },

    async checkError(error: unknown) {
      if (statusOf(error) === 401) {
        // The HTTP client already tried a refresh: the session is over.
        keepRedirect();
        throw { redirectTo: routes().login, message: 'errors.unauthorized' };
      }
      const route = routeOfError?.(error);
      if (route) throw { redirectTo: route, logoutUser: false, message: false };
    },

    async getIdentity(): Promise<SessionIdentity> {
      const user = store.user();
      if (!user) throw new Error('Nobody is signed in.');
      const firstName = user.info.firstName ?? '';
      const lastName = user.info.lastName ?? '';
      return {
        id: user.id,
        fullName: `${firstName} ${lastName}`.trim() || user.username,
        username: user.username,
        email: user.info.email ?? '',
        firstName,
        lastName,
        groups: user.groups,
        isAdmin: user.isAdmin,
      };
    },

    async getPermissions(): Promise<SessionPermissions> {
      const user = store.user();
      return { roles: user?.roles ?? [], userId: user?.id ?? '', scopes: user?.granted ?? {} };
    },

    async canAccess(question: AccessQuestion) {
      // Signed out: refused, and the page asked for is the one to come back to.
      if (!store.isAuthenticated()) {
        keepRedirect();
        return false;
      }
      return canAccess(question, roles());
    },

    async handleCallback() {
      if (!completeSignOn) throw new Error('Single sign-on is not configured.');
      store.signIn(await completeSignOn(), { singleSignOn: true });
      await adoptUserData();
      return { redirectTo: landing() };
    },
  };
}
