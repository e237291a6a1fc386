import { authDeclaration } from '../auth/authDeclaration';
import { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'ra-core';
import { canAccessResource } from '../auth/resourceAccess';
import { createAuthProvider } from '../auth/createAuthProvider';
import { createSessionFetch } from '../auth/sessionFetch';
import { createSessionStore, type SessionStore } from '../auth/sessionStore';
import { createSessionRefresh } from '../auth/sessionRefresh';
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
}

export interface EngineRuntimeOptions {
  model: RegistrySummary;
  /** The API's root (`api`, relative to the page, or an absolute address). */
  apiUrl: string;
  storage?: Storage;
  fetch?: typeof fetch;
}

/**
 * The session (password sign-in, refresh and replay), the access rules of the resource
 * definitions and the data provider of an application with no hand-written code: what the
 * engine's generated screens need, and nothing of any scope or single sign-on.
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
    isPublicRoute: (route) => route === authDeclaration().routes.login,
  });
  const dataProvider = createDataProvider({ model, baseUrl: apiUrl, getRequestContext: context, fetch });
  return { store, authProvider, dataProvider, queryClient: new QueryClient() };
}
