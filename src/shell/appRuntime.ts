import { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { prefetchUserAnswers } from '../framework/auth/prefetchUserAnswers';
import { createDataProvider } from '../framework/data/createDataProvider';
import type { PageCatalogue } from '../framework/pages/pageCatalogue';
import type { RegistrySummary } from '../framework/registry/resourceDetails';
import { prefetchAccessAnswers } from '../framework/views/prefetchAccessAnswers';
import { prefetchRouteList } from '../framework/views/prefetchRouteList';
import { prefetchRouteRecord } from '../framework/views/prefetchRouteRecord';
import { startupAccessQuestions } from '../framework/views/startupAccessQuestions';
import { whenIdle } from '../framework/views/whenIdle';
import { readAppConfig } from './appConfig';
import { createAppSession, type AppSession } from './appSession';
import { installConsoleHelpers } from './consoleHelpers';
import { PRODUCT_ERROR_CATALOGUE } from './errorCatalogue';
import { readRequestContext } from './requestContext';
import { createScopeStore, tabStorage, type ScopeStore } from './scope/scopeStore';
import { scopedQueryKeyHash } from './scope/scopedQueryKeyHash';
import { publishRoutedErrors } from './routedErrors';

/** How long a sign-in check counts as fresh (ms). */
export const AUTH_CHECK_FRESH_MS = 60_000;

/** What the admin runs on: the scope, the signed-in session, the data provider and react-admin's query cache. */
export interface AppRuntime {
  /** The scope selection, read from the address (or this tab) before any call carries it. */
  scope: ScopeStore;
  session: AppSession;
  dataProvider: DataProvider;
  queryClient: QueryClient;
  /** Settles once the data the address's generated view shows (its page, or its record and the records it points at) is here or failed. */
  addressData: Promise<void>;
}

export interface AppRuntimeOptions {
  model: RegistrySummary;
  pages: PageCatalogue;
  /** The address's hash (`#/activities?…`) the first screen shows; none: nothing to fetch ahead. */
  hash: string | undefined;
}

/**
 * The session, data provider and query cache, made before the first render (main.tsx
 * calls it beside the language's download), so a cold load of a generated list, show
 * or edit page asks for its data at start-up instead of after the shell renders.
 */
export function createAppRuntime({ model, pages, hash }: AppRuntimeOptions): AppRuntime {
  const scope = createScopeStore(tabStorage(), hash?.split('?')[1] ?? '');
  const session = createAppSession({ model, pages, config: readAppConfig() });
  installConsoleHelpers(session.http);
  const dataProvider = publishRoutedErrors(
    createDataProvider({
      model,
      baseUrl: readAppConfig().apiUrl,
      getRequestContext: readRequestContext,
      catalogue: PRODUCT_ERROR_CATALOGUE,
      fetch: session.fetch,
    }),
    session.routedErrors,
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: scopedQueryKeyHash(scope.get) } } });
  // The sign-in check reads this tab's storage; asked again by every page that mounts, its
  // answer's refetch would draw react-admin's routes and the whole layout twice per
  // navigation. The API refuses a session that ended meanwhile, which signs the user out.
  queryClient.setQueryDefaults(['auth', 'checkAuth'], { staleTime: AUTH_CHECK_FRESH_MS });
  // The user's permissions and identity, which react-admin's dashboard route and the user menu wait for.
  void prefetchUserAnswers(queryClient, session.authProvider);
  // What the sidebar's entries and the page's buttons and rows ask, answered before the first
  // render; the other pages' questions once the first screen is drawn and the browser is idle.
  const access = startupAccessQuestions(model, hash ?? '');
  void prefetchAccessAnswers(queryClient, session.authProvider, access.first).then(() =>
    whenIdle(() => void prefetchAccessAnswers(queryClient, session.authProvider, access.later)),
  );
  const prefetch = { queryClient, dataProvider, authProvider: session.authProvider, model, hash: hash ?? '' };
  // A hand-written page's address asks for no generated view's data (`/elements/query` is no element's id).
  const addressData =
    hash === undefined || pages.pageOf(hash.replace(/^#/, ''))
      ? Promise.resolve()
      : Promise.all([prefetchRouteList(prefetch), prefetchRouteRecord(prefetch)].map((step) => step.catch(() => undefined))).then(() => undefined);
  return { scope, session, dataProvider, queryClient, addressData };
}
