import type { AuthProvider } from 'ra-core';
import { createAuthProvider } from '../framework/auth/createAuthProvider';
import { formDrafts } from '../framework/auth/formDrafts';
import { completeSignOn, startSignOn, type SignOnConfig } from '../framework/auth/oidcSignOn';
import type { SessionClient } from '../framework/auth/sessionClient';
import { createSessionCalls } from './sessionCalls';
import { createSessionFetch } from '../framework/auth/sessionFetch';
import { createSessionStore, type SessionStore } from '../framework/auth/sessionStore';
import { createSessionRefresh } from '../framework/auth/sessionRefresh';
import { isTokenExpired } from '../framework/auth/tokenClaims';
import { ApiError } from '../framework/data/ApiError';
import { createHttpClient, type HttpClient } from '../framework/data/httpClient';
import { createFeatureFlags, type FeatureFlags } from '../framework/features/featureFlags';
import { createPendingRequests, type PendingRequests } from '../framework/feedback/pendingRequests';
import type { PageCatalogue } from '../framework/pages/pageCatalogue';
import type { RegistrySummary } from '../framework/registry/resourceDetails';
import type { AppConfig } from './appConfig';
import { PRODUCT_ERROR_CATALOGUE } from './errorCatalogue';
import { readRequestContext } from './requestContext';
import { createRoutedErrors, publishRoutedErrors, type RoutedErrors } from './routedErrors';
import { isSignedInRoute } from './appRoutes';
import { canOpenScreen } from './screenAccess';
import { FORBIDDEN_ROUTE, JOIN_PROJECT_ROUTE } from './shellRoutes';

/** Everything the app's session is made of, built once. */
export interface AppSession {
  store: SessionStore;
  authProvider: AuthProvider;
  session: SessionClient;
  /** The fetch every API call of the app goes through: loader count, refresh and replay. */
  fetch: typeof fetch;
  /** An HTTP client over that fetch, for the hand-written screens' calls. */
  http: HttpClient;
  pending: PendingRequests;
  routedErrors: RoutedErrors;
  signOn: SignOnConfig;
  /** Sends the browser to the identity provider. */
  startSignOn: () => Promise<void>;
  /** Whether a hash route opens one of the app's signed-in screens (where a sign-in may lead). */
  isSignedInRoute: (route: string) => boolean;
  /** The feature flags of `session/claim` (spec §3): which resources' screens and pages the app shows. */
  features: FeatureFlags;
}

/** The hash route the user is on (`/discipline/1?x=y`). */
export function currentRoute(): string {
  return typeof window === 'undefined' ? '/' : window.location.hash.replace(/^#/, '') || '/';
}

const ROUTE_OF_DISPLAY: Record<string, string> = { joinProject: JOIN_PROJECT_ROUTE, forbidden: FORBIDDEN_ROUTE };

export interface AppSessionOptions {
  model: RegistrySummary;
  /** The app's pages: which routes are public, and its rules for resource screens. */
  pages: PageCatalogue;
  config: AppConfig;
  storage?: Storage;
  fetch?: typeof fetch;
}

/**
 * The session wiring of the app: storage (spec §3), session calls (§7), refresh and replay
 * (§4), access from the resource definitions (§6), single sign-on, and the pending count
 * the loader shows.
 */
export function createAppSession({
  model,
  pages,
  config,
  storage = localStorage,
  fetch: baseFetch = globalThis.fetch.bind(globalThis),
}: AppSessionOptions): AppSession {
  const store = createSessionStore(storage);
  const pending = createPendingRequests();
  const isPublicRoute = (route: string) => pages.pageOf(route)?.access === 'public';
  const routedErrors = createRoutedErrors();
  const plainFetch = pending.track(baseFetch);
  const session = createSessionCalls(
    createHttpClient({ baseUrl: config.apiUrl, getRequestContext: readRequestContext, fetch: plainFetch, catalogue: PRODUCT_ERROR_CATALOGUE }),
  );

  const refresh = createSessionRefresh(store, session);

  const onSessionLost = () => {
    // Keep what was typed and where the user was, then end the session.
    formDrafts.persist();
    const route = currentRoute();
    if (!isPublicRoute(route)) store.rememberRedirect(route);
    store.clear();
  };

  const fetch = pending.track(
    createSessionFetch({ fetch: baseFetch, readToken: () => store.accessToken(), isExpired: (token) => isTokenExpired(token), refresh, onSessionLost }),
  );
  const http = publishRoutedErrors(
    createHttpClient({ baseUrl: config.apiUrl, getRequestContext: readRequestContext, fetch, catalogue: PRODUCT_ERROR_CATALOGUE }),
    routedErrors,
  );
  const features = createFeatureFlags(() => session.claim());
  const featureOf = (resource: string) => model.resources.find((candidate) => candidate.name === resource)?.feature;
  const signOn: SignOnConfig = { ...config.sso, redirectUri: typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}` };

  const authProvider = createAuthProvider({
    session,
    store,
    // A resource whose feature is switched off opens no screen: its flags are read first.
    canAccess: async (question, roles) => {
      await features.load();
      return features.isEnabled(featureOf(question.resource)) && canOpenScreen({ model, pages }, question, roles);
    },
    currentRoute,
    isPublicRoute,
    completeSignOn: async () => {
      const fromProvider = await completeSignOn(signOn, window.location.href);
      const tokens = await session.ssoToken(fromProvider.access_token);
      // The provider's id_token is what its end-session call recognises.
      return { ...tokens, ...(fromProvider.id_token ? { id_token: fromProvider.id_token } : {}) };
    },
    routeOfError: (error) => (error instanceof ApiError ? ROUTE_OF_DISPLAY[error.display] : undefined),
  });

  return {
    store,
    authProvider,
    session,
    fetch,
    http,
    pending,
    routedErrors,
    signOn,
    startSignOn: () => startSignOn(signOn),
    isSignedInRoute: (route) => isSignedInRoute(model, pages, route),
    features,
  };
}
