import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { createDataProvider } from '../framework/data/createDataProvider';
import { ErrorDialogProvider } from '../framework/feedback/ErrorDialogContext';
import { createI18nProvider } from '../framework/i18n/createI18nProvider';
import { RegistryProvider } from '../framework/registry/RegistryContext';
import type { RegistryModel } from '../framework/registry/types';
import { resourceProps } from '../framework/views/resourceProps';
import type { Messages } from '../framework/i18n/buildMessages';
import type { Locale } from '../framework/i18n/resolveLocale';
import { loadLocale } from '../locales/loadLocale';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ForbiddenPage } from '../pages/auth/ForbiddenPage';
import { ForgotPasswordPage } from '../pages/auth/ForgotPasswordPage';
import { JoinProjectRequestPage } from '../pages/auth/JoinProjectRequestPage';
import { LoginPage } from '../pages/auth/LoginPage';
import { SetPasswordPage } from '../pages/auth/SetPasswordPage';
import { SsoCallbackPage } from '../pages/auth/SsoCallbackPage';
import { AppLayout } from './AppLayout';
import { createAppSession } from './appSession';
import { AppSessionProvider, useAppSession } from './AppSessionContext';
import { darkTheme, lightTheme } from './appTheme';
import { PRODUCT_ERROR_CATALOGUE } from './errorCatalogue';
import { readAppConfig } from './appConfig';
import { readRequestContext } from './requestContext';
import { publishRoutedErrors } from './routedErrors';
import { RouteGuard } from './RouteGuard';
import { FORBIDDEN_ROUTE, HOME_ROUTE, JOIN_PROJECT_ROUTE, LOGIN_ROUTE, NOT_FOUND_ROUTE, SSO_CALLBACK_ROUTE } from './routeAccess';
import { ToastNotification } from './ToastNotification';
import { installConsoleHelpers } from './consoleHelpers';

const HomeRedirect = () => <Navigate to={HOME_ROUTE} replace />;
const NotFoundRedirect = () => <Navigate to={NOT_FOUND_ROUTE} replace />;
/** react-admin refused a resource page: signed out → sign in (the target is kept), a refused role → not-found (spec §2). */
function AccessDeniedRedirect() {
  const { store } = useAppSession();
  return <Navigate to={store.isAuthenticated() ? NOT_FOUND_ROUTE : LOGIN_ROUTE} replace />;
}

/** The admin for a loaded registry: providers, layout, the generated resources and the pages. */
export interface AdminAppProps {
  model: RegistryModel;
  locale: Locale;
  /** Messages of `locale`, loaded before the first render. */
  messages: Messages;
}

export function AdminApp({ model, locale, messages }: AdminAppProps) {
  const session = useMemo(() => {
    const created = createAppSession({ model, config: readAppConfig() });
    installConsoleHelpers(created.http);
    return created;
  }, [model]);
  const dataProvider = useMemo(
    () =>
      publishRoutedErrors(
        createDataProvider({ model, baseUrl: readAppConfig().apiUrl, getRequestContext: readRequestContext, catalogue: PRODUCT_ERROR_CATALOGUE, fetch: session.fetch }),
        session.routedErrors,
      ),
    [model, session],
  );
  const i18nProvider = useMemo(
    () =>
      createI18nProvider({ initialLocale: locale, initialMessages: messages, loadMessages: loadLocale, resources: model.resources, storage: localStorage }),
    [model, locale, messages],
  );
  return (
    <RegistryProvider value={model}>
      <AppSessionProvider value={session}>
        <Admin
          title="Certificare"
          dataProvider={dataProvider}
          authProvider={session.authProvider}
          i18nProvider={i18nProvider}
          layout={AppLayout}
          theme={lightTheme}
          darkTheme={darkTheme}
          dashboard={HomeRedirect}
          catchAll={NotFoundRedirect}
          accessDenied={AccessDeniedRedirect}
          notification={ToastNotification}
          loginPage={false}
          authCallbackPage={false}
          disableTelemetry
        >
          {model.resources.map((resource) => (
            <Resource key={resource.name} {...resourceProps(resource)} />
          ))}
          <CustomRoutes noLayout>
            <Route path={LOGIN_ROUTE} element={<ErrorDialogProvider><LoginPage /></ErrorDialogProvider>} />
            <Route path={`${LOGIN_ROUTE}/*`} element={<ErrorDialogProvider><LoginPage /></ErrorDialogProvider>} />
            <Route path="/forgot-password" element={<ErrorDialogProvider><ForgotPasswordPage /></ErrorDialogProvider>} />
            <Route path="/set-password" element={<ErrorDialogProvider><SetPasswordPage /></ErrorDialogProvider>} />
            <Route path="/set-password/:token" element={<ErrorDialogProvider><SetPasswordPage /></ErrorDialogProvider>} />
            <Route path={SSO_CALLBACK_ROUTE} element={<ErrorDialogProvider><SsoCallbackPage /></ErrorDialogProvider>} />
            <Route path={JOIN_PROJECT_ROUTE} element={<ErrorDialogProvider><JoinProjectRequestPage /></ErrorDialogProvider>} />
            <Route path={NOT_FOUND_ROUTE} element={<ErrorDialogProvider><NotFoundPage /></ErrorDialogProvider>} />
            <Route path={FORBIDDEN_ROUTE} element={<ErrorDialogProvider><ForbiddenPage /></ErrorDialogProvider>} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path={HOME_ROUTE} element={<RouteGuard><HomePage /></RouteGuard>} />
          </CustomRoutes>
        </Admin>
      </AppSessionProvider>
    </RegistryProvider>
  );
}
