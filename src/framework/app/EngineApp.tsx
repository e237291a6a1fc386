import { useMemo, useState } from 'react';
import { AdminContext, localStorageStore, Notification, Resource, useAuthState } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { createI18nProvider } from '../i18n/createI18nProvider';
import type { Messages } from '../i18n/buildMessages';
import type { LocaleLoader } from '../i18n/loadLocaleMessages';
import { RegistryProvider, useRegistry } from '../registry/RegistryContext';
import type { RegistrySummary } from '../registry/resourceDetails';
import { createPathAliases } from '../routing/pathAliases';
import { RoutingHashRouter } from '../routing/RoutingHashRouter';
import { StaticAdminUI } from '../routing/StaticAdminUI';
import { resourceProps } from '../views/resourceProps';
import { StaticResourceDefinitions } from '../views/StaticResourceDefinitions';
import { applicationIdentity } from '../application/identitySection';
import { withDeclaredTheme } from '../application/themeSection';
import { authDeclaration } from '../auth/authDeclaration';
import { SIGN_ON_CALLBACK_ROUTE } from '../auth/signOnAnswer';
import type { EngineRuntime } from './createEngineRuntime';
import { EngineLayout } from './EngineLayout';
import { EngineLogin } from './EngineLogin';
import { EngineSignOnCallback } from './EngineSignOnCallback';
import { ENGINE_THEME } from './engineTheme';

export interface EngineAppProps {
  model: RegistrySummary;
  locale: string;
  /** Messages of `locale` (the engine's and the application's), loaded before the first render. */
  messages: Messages;
  /** Loads another language's messages when the user switches. */
  loadMessages: LocaleLoader;
  runtime: EngineRuntime;
}

/**
 * The admin of an application with no hand-written screen: the engine's generated screens of
 * every resource, react-admin's layout and menu in the application's name and theme, and a
 * sign-in page offering the flows it declares. `/` opens the first
 * resource the menu lists.
 */
export function EngineApp({ model, locale, messages, loadMessages, runtime }: EngineAppProps) {
  const { resources, definitions } = useMemo(() => {
    const props = model.resources.map((resource) => resourceProps(resource));
    return { resources: props, definitions: Object.fromEntries(props.map((resource) => [resource.name, Resource.registerResource!(resource)])) };
  }, [model]);
  const i18nProvider = useMemo(
    () => createI18nProvider({ initialLocale: locale, initialMessages: messages, loadMessages, resources: model.resources, storage: localStorage }),
    [locale, messages, loadMessages, model],
  );
  const [store] = useState(() => {
    const created = localStorageStore();
    // react-admin draws nothing until its stored language equals the provider's.
    created.setItem('locale', locale);
    return created;
  });
  const routes = authDeclaration().routes;
  const signInPages = useMemo(
    () => (
      <>
        <Route path={routes.login} element={<EngineLogin flows={runtime.signIn} startSignOn={runtime.startSignOn} />} />
        {runtime.startSignOn && <Route path={SIGN_ON_CALLBACK_ROUTE} element={<EngineSignOnCallback />} />}
      </>
    ),
    [routes.login, runtime],
  );
  const theme = useMemo(() => withDeclaredTheme(ENGINE_THEME), []);
  // Each resource's screens at its public route (`#/books`), as the definitions name them.
  const aliases = useMemo(() => createPathAliases(model.resources.map((resource) => ({ internal: resource.name, public: resource.route }))), [model]);
  return (
    <RoutingHashRouter aliases={aliases}>
      <RegistryProvider value={model}>
        <AdminContext
          store={store}
          dataProvider={runtime.dataProvider}
          queryClient={runtime.queryClient}
          authProvider={runtime.authProvider}
          i18nProvider={i18nProvider}
          theme={theme}
        >
          <StaticResourceDefinitions definitions={definitions}>
            <StaticAdminUI
              title={applicationIdentity().name}
              layout={EngineLayout}
              dashboard={Home}
              catchAll={Home}
              accessDenied={AccessDenied}
              notification={Notification}
              resources={resources}
              routesWithLayout={null}
              routesWithoutLayout={signInPages}
            />
          </StaticResourceDefinitions>
        </AdminContext>
      </RegistryProvider>
    </RoutingHashRouter>
  );
}

/** Home: the first listed resource of the menu, or the sign-in page when there is none. */
function Home() {
  const model = useRegistry();
  const first = [...model.resources].filter((resource) => resource.operations.includes('list')).sort((a, b) => (a.menu.order ?? 0) - (b.menu.order ?? 0))[0];
  return <Navigate to={first ? `/${first.name}` : authDeclaration().routes.login} replace />;
}

/** A page the user may not open: signed out → the sign-in page; signed in → the first screen. */
function AccessDenied() {
  const { isPending, authenticated } = useAuthState();
  if (isPending) return null;
  const routes = authDeclaration().routes;
  return <Navigate to={authenticated ? routes.home : routes.login} replace />;
}
