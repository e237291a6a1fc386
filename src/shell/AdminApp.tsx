import { useMemo, useState, type ReactElement } from 'react';
import { AdminContext, localStorageStore, Resource, type ResourceDefinitions, type ResourceProps, type Store } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { createI18nProvider } from '../framework/i18n/createI18nProvider';
import { NO_PAGES, type PageCatalogue } from '../framework/pages/pageCatalogue';
import { PageCatalogueProvider } from '../framework/pages/PageCatalogueContext';
import { RegistryProvider } from '../framework/registry/RegistryContext';
import type { RegistrySummary } from '../framework/registry/resourceDetails';
import { resourceProps } from '../framework/views/resourceProps';
import { KnownReferenceChoicesProvider } from '../framework/views/KnownReferenceChoices';
import { KnownReferenceLabelsProvider } from '../framework/views/KnownReferenceLabels';
import { StaticResourceDefinitions } from '../framework/views/StaticResourceDefinitions';
import { StaticAdminUI } from '../framework/routing/StaticAdminUI';
import type { Messages } from '../framework/i18n/buildMessages';
import type { Locale } from '../framework/i18n/resolveLocale';
import { loadLocale } from '../locales/loadLocale';
import { AppLayout } from './AppLayout';
import { createAppRuntime, type AppRuntime } from './appRuntime';
import { MOBILE_SIDEBAR_WIDTH } from './menu/AppSidebar';
import { pageRoutes } from './pageRoutes';
import { ScopeProvider } from './scope/ScopeContext';
import { createScopeStore, tabStorage, type ScopeStore } from './scope/scopeStore';
import { AppSessionProvider, useAppSession } from './AppSessionContext';
import { darkTheme, lightTheme } from './appTheme';
import { userLacksProject } from './sessionProject';
import { HOME_ROUTE, JOIN_PROJECT_ROUTE, LOGIN_ROUTE, NOT_FOUND_ROUTE } from './shellRoutes';
import { sessionReferenceLabels } from './sessionReferenceLabels';
import { useSessionReferenceChoices } from './useSessionReferenceChoices';
import { showPageViews } from './showPageViews';
import { ToastNotification } from './ToastNotification';
import { SessionCallClient } from './SessionCallClient';
import { applicationIdentity } from '../framework/application/identitySection';

const HomeRedirect = () => <Navigate to={HOME_ROUTE} replace />;
const NotFoundRedirect = () => <Navigate to={NOT_FOUND_ROUTE} replace />;
/** react-admin refused a resource page: signed out → sign in (the target is kept), no project → the join request, a refused role → not-found (spec §2). */
function AccessDeniedRedirect() {
  const { store } = useAppSession();
  const user = store.user();
  const target = !store.isAuthenticated() ? LOGIN_ROUTE : user && userLacksProject(user) ? JOIN_PROJECT_ROUTE : NOT_FOUND_ROUTE;
  return <Navigate to={target} replace />;
}

/** The resources and routes of the app, made once per registry and page catalogue. */
function adminRoutes(
  model: RegistrySummary,
  pages: PageCatalogue,
): {
  resources: ResourceProps[];
  definitions: ResourceDefinitions;
  withLayout: ReactElement[];
  withoutLayout: ReactElement[];
} {
  const showPages = showPageViews(pages);
  const resources = model.resources.map((resource) => resourceProps(resource, showPages));
  const definitions = Object.fromEntries(resources.map((resource) => [resource.name, Resource.registerResource!(resource)]));
  return { resources, definitions, ...pageRoutes(pages) };
}

/** react-admin's store (this browser's local storage), with what the first render must already find in it. */
function createAppStore(locale: Locale): Store {
  const created = localStorageStore();
  // Open by default from 768 px up, a closed drawer below (spec §9), whatever breakpoint
  // the component that reads it first would have guessed.
  if (created.getItem('sidebar.open') === undefined && typeof window !== 'undefined')
    created.setItem('sidebar.open', window.innerWidth >= MOBILE_SIDEBAR_WIDTH);
  // react-admin draws nothing until its stored language equals the provider's (one render late
  // when none is stored). The language this page loaded (the user's choice, else the browser's) is it.
  created.setItem('locale', locale);
  return created;
}

/** The admin for a loaded registry: providers, layout, the generated resources and the pages. */
export interface AdminAppProps {
  model: RegistrySummary;
  locale: Locale;
  /** Messages of `locale`, loaded before the first render. */
  messages: Messages;
  /** The scope selection the router keeps in the address; one of its own (this tab's session storage) when not given. */
  scope?: ScopeStore;
  /** The session, data provider and query cache; made at the first render when not given. */
  runtime?: AppRuntime;
  /** Loads the resources' labels in a language into `model` before its messages are built (a model with every language's needs none). */
  loadTranslations?: (locale: Locale) => Promise<void>;
  /** The app's hand-written pages (src/pages, gathered by main.tsx); none: the generated screens only. */
  pages?: PageCatalogue;
}

export function AdminApp({ model, locale, messages, scope, runtime, loadTranslations, pages = NO_PAGES }: AdminAppProps) {
  const scopeStore = useMemo(() => scope ?? createScopeStore(tabStorage(), ''), [scope]);
  const { resources, definitions, withLayout, withoutLayout } = useMemo(() => adminRoutes(model, pages), [model, pages]);
  // Made by main.tsx before the first render (so the address's data is asked for at once), or here.
  const { session, dataProvider, queryClient } = useMemo(
    () =>
      runtime ??
      createAppRuntime({
        model,
        pages,
        hash: typeof window === 'undefined' ? undefined : window.location.hash,
      }),
    [runtime, model, pages],
  );
  const [store] = useState(() => createAppStore(locale));
  const knownLabels = useMemo(() => sessionReferenceLabels(session.store), [session]);
  const i18nProvider = useMemo(
    () =>
      createI18nProvider({
        initialLocale: locale,
        initialMessages: messages,
        loadMessages: (next) => Promise.all([loadLocale(next), loadTranslations?.(next)]).then(([loaded]) => loaded),
        resources: model.resources,
        storage: localStorage,
      }),
    [model, locale, messages, loadTranslations],
  );
  return (
    <RegistryProvider value={model}>
      <PageCatalogueProvider value={pages}>
        <ScopeProvider store={scopeStore}>
          <AppSessionProvider value={session}>
            <SessionCallClient>
              <KnownReferenceLabelsProvider value={knownLabels}>
                <KnownReferenceChoicesProvider value={useSessionReferenceChoices}>
                  {/* <Admin> is AdminContext and AdminUI. AdminContext used directly leaves react-admin's default English provider out; StaticAdminUI stands for AdminUI, its routes known before the first render. */}
                  <AdminContext
                    store={store}
                    dataProvider={dataProvider}
                    queryClient={queryClient}
                    authProvider={session.authProvider}
                    i18nProvider={i18nProvider}
                    theme={lightTheme}
                    darkTheme={darkTheme}
                  >
                    <StaticResourceDefinitions definitions={definitions}>
                      <StaticAdminUI
                        title={applicationIdentity().name}
                        layout={AppLayout}
                        dashboard={HomeRedirect}
                        catchAll={NotFoundRedirect}
                        accessDenied={AccessDeniedRedirect}
                        notification={ToastNotification}
                        resources={resources}
                        routesWithLayout={withLayout}
                        routesWithoutLayout={withoutLayout}
                      />
                    </StaticResourceDefinitions>
                  </AdminContext>
                </KnownReferenceChoicesProvider>
              </KnownReferenceLabelsProvider>
            </SessionCallClient>
          </AppSessionProvider>
        </ScopeProvider>
      </PageCatalogueProvider>
    </RegistryProvider>
  );
}
