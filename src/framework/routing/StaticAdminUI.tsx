import CssBaseline from '@mui/material/CssBaseline';
import { memo, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  DefaultTitleContextProvider,
  HasDashboardContextProvider,
  Resource,
  useScrollToTop,
  WithPermissions,
  type LayoutComponent,
  type ResourceProps,
} from 'ra-core';
import { Error as ErrorPage, LoadingPage } from 'react-admin';
import { Route, Routes } from 'react-router-dom';

/** What the app's frame shows, all known before the first render. */
export interface StaticAdminUIProps {
  title: string;
  layout: LayoutComponent;
  /** The page at `/`. */
  dashboard: ComponentType;
  /** The page of an address nothing else answers. */
  catchAll: ComponentType;
  /** Where react-admin sends a page the user may not open, and an authentication failure. */
  accessDenied: ComponentType;
  authenticationError?: ComponentType;
  notification: ComponentType;
  /** The resources, as react-admin's `<Resource>` props. */
  resources: readonly ResourceProps[];
  /** `<Route>` elements drawn inside the layout, and without it (sign-in and public pages). */
  routesWithLayout: ReactNode;
  routesWithoutLayout: ReactNode;
}

const Nothing = () => null;
const DASHBOARD_AUTH_PARAMS = { params: { route: 'dashboard' } };

/** The routes drawn inside the layout; the same elements at every render, so a redraw above stops here. */
const LayoutRoutes = memo(function LayoutRoutes({
  layout: Layout,
  dashboard,
  catchAll: CatchAll,
  accessDenied: AccessDenied,
  authenticationError: AuthenticationError = Nothing,
  resources,
  routesWithLayout,
}: Omit<StaticAdminUIProps, 'title' | 'notification' | 'routesWithoutLayout'>) {
  useScrollToTop();
  // Made once: a new address redraws these routes, and new elements would redraw the whole page they show.
  const routes = useMemo(
    () => (
      <Routes>
        {routesWithLayout}
        {resources.map((resource) => (
          <Route key={resource.name} path={`${resource.name}/*`} element={<Resource {...resource} />} />
        ))}
        <Route path="/" element={<WithPermissions authParams={DASHBOARD_AUTH_PARAMS} component={dashboard} loading={LoadingPage} />} />
        <Route path="/authentication-error" element={<AuthenticationError />} />
        <Route path="/access-denied" element={<AccessDenied />} />
        <Route path="*" element={<CatchAll />} />
      </Routes>
    ),
    [routesWithLayout, resources, dashboard, AuthenticationError, AccessDenied, CatchAll],
  );
  return (
    <HasDashboardContextProvider value>
      <Layout>{routes}</Layout>
    </HasDashboardContextProvider>
  );
});

/**
 * react-admin's `AdminUI` for an app whose resources and routes are known before it renders
 * (they come from the registry): the same routes, layout, error page and notifications.
 * react-admin's own reads them from its children in an effect after the first render and
 * then draws its routes again, which redraws every link and reference of the page; here
 * the routes are drawn once. The resources' definitions come from the app too (see
 * `StaticResourceDefinitions`).
 *
 * @example
 * <AdminContext ...><StaticResourceDefinitions definitions={defs}><StaticAdminUI resources={props} ... /></StaticResourceDefinitions></AdminContext>
 */
export function StaticAdminUI({ title, notification: Notification, routesWithoutLayout, ...layoutRoutes }: StaticAdminUIProps) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>({ componentStack: '' });
  return (
    <CssBaseline enableColorScheme>
      <DefaultTitleContextProvider value={title}>
        <ErrorBoundary
          onError={(_error, info) => setErrorInfo(info)}
          fallbackRender={({ error, resetErrorBoundary }) => (
            <div style={{ minHeight: '100vh' }}>
              <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
            </div>
          )}
        >
          <Routes>
            {routesWithoutLayout}
            <Route path="/*" element={<LayoutRoutes {...layoutRoutes} />} />
          </Routes>
        </ErrorBoundary>
      </DefaultTitleContextProvider>
      <Notification />
    </CssBaseline>
  );
}
