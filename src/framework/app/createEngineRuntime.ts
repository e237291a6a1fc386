import { authDeclaration } from '../auth/authDeclaration';
import { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'ra-core';
import { canAccessResource } from '../auth/resourceAccess';
import { createAuthProvider } from '../auth/createAuthProvider';
import { createSessionFetch } from '../auth/sessionFetch';
import { createSessionStore, type SessionStore } from '../auth/sessionStore';
import { createSessionRefresh } from '../auth/sessionRefresh';
import { completeSignOn, startSignOn, type SignOnConfig } from '../auth/oidcSignOn';
import { signInFlows, type SignInFlows } from '../auth/signInSection';
import { SIGN_ON_CALLBACK_ROUTE } from '../auth/signOnAnswer';
import type { SessionClient } from '../auth/sessionClient';
import type { LoginResult } from '../auth/sessionStore';
import { isTokenExpired } from '../auth/tokenClaims';
import { createDataProvider, type AdminDataProvider } from '../data/createDataProvider';
import { createHttpClient } from '../data/httpClient';
import type { RequestContext } from '../data/requestHeaders';
import { LOCALE_STORAGE_KEY, declaredLanguages } from '../i18n/resolveLocale';
import type { RegistrySummary } from '../registry/resourceDetails';
import { passwordSessionClient } from './passwordSessionClient';

/** What an application built from the engine alone runs on: its session, data provider and query cache. */
export interface EngineRuntime {
  store: SessionStore;
  authProvider: AuthProvider;
  dataProvider: AdminDataProvider;
  queryClient: QueryClient;
  /** The sign-in flows the application declares (`auth.signIn`). */
  signIn: SignInFlows;
  /** Sends the browser to the identity provider (undefined: no single sign-on declared). */
  startSignOn?: () => Promise<void>;
}

export interface EngineRuntimeOptions {
  model: RegistrySummary;
  /** The API's root (`api`, relative to the page, or an absolute address). */
  apiUrl: string;
  storage?: Storage;
  fetch?: typeof fetch;
}

/** The provider's tokens, traded for the API's where the session client can (its `ssoToken`), else used as they are. */
async function signOnTokens(config: SignOnConfig, session: SessionClient): Promise<LoginResult> {
  const fromProvider = await completeSignOn(config, window.location.href);
  if (!session.ssoToken) return fromProvider;
  // The provider's id_token is what its end-session call recognises.
  return { ...(await session.ssoToken(fromProvider.access_token)), ...(fromProvider.id_token ? { id_token: fromProvider.id_token } : {}) };
}

/**
 * The session (the sign-in flows the application declares, refresh and replay), the access
 * rules of the resource definitions and the data provider of an application with no
 * hand-written code: what the engine's generated screens need, and nothing of any scope.
 */
export function createEngineRuntime({
  model,
  apiUrl,
  storage = localStorage,
  fetch: baseFetch = globalThis.fetch.bind(globalThis),
}: EngineRuntimeOptions): EngineRuntime {
  const store = createSessionStore(storage);
  const context = (): RequestContext => ({ token: store.accessToken(), lang: storage.getItem(LOCALE_STORAGE_KEY) ?? declaredLanguages().default });
  const session = passwordSessionClient(createHttpClient({ baseUrl: apiUrl, getRequestContext: context, fetch: baseFetch }));
  const refresh = createSessionRefresh(store, session);
  const signIn = signInFlows({ apiUrl, base: window.location.href });
  // A redirect URI has no fragment: the provider answers at the page's address, which routes the answer (startApplication).
  const signOn: SignOnConfig | undefined = signIn.oidc && { ...signIn.oidc, redirectUri: `${window.location.origin}${window.location.pathname}` };
  const currentRoute = () => window.location.hash.replace(/^#/, '') || '/';
  const fetch = createSessionFetch({
    fetch: baseFetch,
    readToken: () => store.accessToken(),
    isExpired: (token) => isTokenExpired(token),
    refresh,
    onSessionLost: () => {
      store.rememberRedirect(currentRoute());
      store.clear();
    },
  });
  const authProvider = createAuthProvider({
    session,
    store,
    canAccess: (question, roles) => canAccessResource(model, question, roles),
    currentRoute,
    isPublicRoute: (route) => route === authDeclaration().routes.login || route === SIGN_ON_CALLBACK_ROUTE,
    ...(signOn ? { completeSignOn: () => signOnTokens(signOn, session) } : {}),
  });
  const dataProvider = createDataProvider({ model, baseUrl: apiUrl, getRequestContext: context, fetch });
  return {
    store,
    authProvider,
    dataProvider,
    queryClient: new QueryClient(),
    signIn,
    ...(signOn ? { startSignOn: () => startSignOn(signOn) } : {}),
  };
}
