import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactElement } from 'react';
import { AdminContext, Loading, localStorageStore, Resource, type ResourceDefinitions, type ResourceProps, type Store } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { ErrorDialogProvider } from '../framework/feedback/ErrorDialogContext';
import { createI18nProvider } from '../framework/i18n/createI18nProvider';
import { RegistryProvider } from '../framework/registry/RegistryContext';
import type { RegistrySummary } from '../framework/registry/resourceDetails';
import { resourceProps, type ShowPages } from '../framework/views/resourceProps';
import { StaticResourceDefinitions } from '../framework/views/StaticResourceDefinitions';
import { StaticAdminUI } from '../framework/routing/StaticAdminUI';
import type { Messages } from '../framework/i18n/buildMessages';
import type { Locale } from '../framework/i18n/resolveLocale';
import { loadLocale } from '../locales/loadLocale';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ForbiddenPage } from '../pages/auth/ForbiddenPage';
// Static, not lazy: the sign-in pages are what a visitor meets first.
import { LoginPage } from '../pages/auth/LoginPage';
import { SsoCallbackPage } from '../pages/auth/SsoCallbackPage';
import { AppLayout } from './AppLayout';
import { createAppRuntime, type AppRuntime } from './appRuntime';
import { pageRoutes } from './appRoutes';
import { MOBILE_SIDEBAR_WIDTH } from './menu/AppSidebar';
import { pageKey } from './pageKey';
import { publicPageOf } from './publicPages';
import { GLOBAL_OVERVIEW_ROUTE, OVERVIEW_ROUTE } from './scope/scopeTransitions';
import { ScopeProvider } from './scope/ScopeContext';
import { createScopeStore, tabStorage, type ScopeStore } from './scope/scopeStore';
import { AppSessionProvider, useAppSession } from './AppSessionContext';
import { darkTheme, lightTheme } from './appTheme';
import { RouteGuard } from './RouteGuard';
import { FORBIDDEN_ROUTE, HOME_ROUTE, JOIN_PROJECT_ROUTE, lacksProject, LOGIN_ROUTE, NOT_FOUND_ROUTE, SSO_CALLBACK_ROUTE } from './routeAccess';
import { ToastNotification } from './ToastNotification';
import type { ShowPageKey } from './showPageKeys';

// Pages other than home load when opened: the first page carries the shell only.
const ForgotPasswordPage = lazy(() => import('../pages/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const JoinProjectRequestPage = lazy(() => import('../pages/auth/JoinProjectRequestPage').then((m) => ({ default: m.JoinProjectRequestPage })));
const SetPasswordPage = lazy(() => import('../pages/auth/SetPasswordPage').then((m) => ({ default: m.SetPasswordPage })));
const MobileAppPage = lazy(() => import('../pages/mobileApp/MobileAppPage').then((m) => ({ default: m.MobileAppPage })));
const OverviewPage = lazy(() => import('../pages/overview/OverviewPage').then((m) => ({ default: m.OverviewPage })));
const PlaceholderPage = lazy(() => import('../pages/PlaceholderPage').then((m) => ({ default: m.PlaceholderPage })));
const RedirectPage = lazy(() => import('../pages/RedirectPage').then((m) => ({ default: m.RedirectPage })));
const ChangelogPage = lazy(() => import('../pages/changelog/ChangelogPage').then((m) => ({ default: m.ChangelogPage })));
const TaskTimelinePage = lazy(() => import('../pages/timeline/TimelinePages').then((m) => ({ default: m.TaskTimelinePage })));
const ElementTimelinePage = lazy(() => import('../pages/timeline/TimelinePages').then((m) => ({ default: m.ElementTimelinePage })));
const PendencyTimelinePage = lazy(() => import('../pages/timeline/TimelinePages').then((m) => ({ default: m.PendencyTimelinePage })));
const StylePage = lazy(() => import('../pages/style/StylePage').then((m) => ({ default: m.StylePage })));
const PreservationPlanTasksPage = lazy(() => import('../pages/preservationPlanTasks/PreservationPlanTasksPage').then((m) => ({ default: m.PreservationPlanTasksPage })));
const ExecutionInstructionsPage = lazy(() => import('../pages/activityDetail/activityPages').then((m) => ({ default: m.ExecutionInstructionsPage })));
const ElementsHierarchyPage = lazy(() => import('../pages/elements/ElementsHierarchyPage').then((m) => ({ default: m.ElementsHierarchyPage })));
const ElementsQueryPage = lazy(() => import('../pages/elements/ElementsQueryPage').then((m) => ({ default: m.ElementsQueryPage })));
const ConfigurationsPage = lazy(() => import('../pages/configurations/ConfigurationsPage').then((m) => ({ default: m.ConfigurationsPage })));
const ImportPage = lazy(() => import('../pages/imports/ImportPage').then((m) => ({ default: m.ImportPage })));
const ActivityDetailPage = lazy(() => import('../pages/activityDetail/activityPages').then((m) => ({ default: m.ActivityDetailPage })));
const FviImportPage = lazy(() => import('../pages/fic/FicImportPage').then((m) => ({ default: m.FviImportPage })));
const FvmImportPage = lazy(() => import('../pages/fic/FicImportPage').then((m) => ({ default: m.FvmImportPage })));
const PreservationOrdersImportPage = lazy(() => import('../pages/fic/FicImportPage').then((m) => ({ default: m.PreservationOrdersImportPage })));
const FicUpdatePage = lazy(() => import('../pages/fic/FicUpdatePage').then((m) => ({ default: m.FicUpdatePage })));
const ProcessDefinitionsPage = lazy(() => import('../pages/processModel/ProcessDefinitionsPage').then((m) => ({ default: m.ProcessDefinitionsPage })));
const ProcessModelEditPage = lazy(() => import('../pages/processModel/ProcessModelEditPage').then((m) => ({ default: m.ProcessModelEditPage })));
const InstantiateProcessPage = lazy(() => import('../pages/processInstances/InstantiateProcessPage').then((m) => ({ default: m.InstantiateProcessPage })));
const InstanceDetailsPage = lazy(() => import('../pages/processInstances/InstanceDetailsPage').then((m) => ({ default: m.InstanceDetailsPage })));
const PendencyForwardPage = lazy(() => import('../pages/pendencyForward/PendencyForwardPage').then((m) => ({ default: m.PendencyForwardPage })));
const ProjectUsersPage = lazy(() => import('../pages/users/UserListPages').then((m) => ({ default: m.ProjectUsersPage })));
const GlobalUsersPage = lazy(() => import('../pages/users/UserListPages').then((m) => ({ default: m.GlobalUsersPage })));
const UserFormPage = lazy(() => import('../pages/users/UserFormPage').then((m) => ({ default: m.UserFormPage })));
const UserGroupsPage = lazy(() => import('../pages/users/UserGroupsPage').then((m) => ({ default: m.UserGroupsPage })));
const ProjectsPage = lazy(() => import('../pages/users/ProjectsPage').then((m) => ({ default: m.ProjectsPage })));

/** Hand-written pages that exist; every other route of the table shows what will come there. */
const PAGES: Readonly<Record<string, ReactElement>> = {
  [HOME_ROUTE]: <HomePage />,
  [OVERVIEW_ROUTE]: <OverviewPage />,
  [GLOBAL_OVERVIEW_ROUTE]: <OverviewPage />,
  '/redirect': <RedirectPage />,
  '/changelog': <ChangelogPage />,
  '/style': <StylePage />,
  '/mobile-app': <MobileAppPage />,
  '/preservation-plan-tasks/:id': <PreservationPlanTasksPage />,
  '/timeline/activity/:activityId/task/:taskId': <TaskTimelinePage />,
  '/timeline/element/:elementId': <ElementTimelinePage />,
  '/timeline/pendency/:pendencyId': <PendencyTimelinePage />,
  '/activity/:activityId/execution-instructions': <ExecutionInstructionsPage />,
  '/fic/fvi-import': <FviImportPage />,
  '/fic/fvm-import': <FvmImportPage />,
  '/fic/preservation-orders-import': <PreservationOrdersImportPage />,
  '/fic/fic-update': <FicUpdatePage />,
  '/elements-hierarchy': <ElementsHierarchyPage />,
  '/elements/query': <ElementsQueryPage />,
  '/configurations/:configurationType': <ConfigurationsPage />,
  '/camunda/process-definitions': <ProcessDefinitionsPage />,
  '/process-model-edit/:processId': <ProcessModelEditPage />,
  '/activity-import': <ImportPage />,
  '/instantiate-process/:processId': <InstantiateProcessPage />,
  '/digital-process-instance-details/:digitalProcessInstanceId': <InstanceDetailsPage />,
  '/pendencies/:id/forward': <PendencyForwardPage />,
  '/new-users': <ProjectUsersPage />,
  '/global/users': <GlobalUsersPage />,
  '/new-users/add-edit-user': <UserFormPage />,
  '/new-user-groups': <UserGroupsPage />,
  '/projects': <ProjectsPage />,
};

/** Hand-written show pages, by the key a resource definition names in `show.page` (one for each of SHOW_PAGE_KEYS). */
const SHOW_PAGES: ShowPages & Record<ShowPageKey, ComponentType> = {
  activityDetail: () => (
    <Suspense fallback={<Loading />}>
      <ActivityDetailPage />
    </Suspense>
  ),
};

/** Routes still to come whose data a generated screen already shows: linked from their page. */
const MEANWHILE: Readonly<Record<string, string>> = {
  '/elements-hierarchy': 'element',
  '/elements/query': 'element',
  '/digital-process-instance-details/:digitalProcessInstanceId': 'digital-process-instance',
  '/configurations/:configurationType': 'task-status',
};

function pageOf(path: string, model: RegistrySummary): ReactElement {
  const see = MEANWHILE[path];
  const listed = see && model.resources.some((resource) => resource.name === see && resource.operations.includes('list'));
  return PAGES[path] ?? <PlaceholderPage pageKey={pageKey(path)} {...(listed ? { see } : {})} />;
}

/** Public routes with a page of their own, declared with the routes below. */
const DEDICATED_PUBLIC_PAGES = new Set([LOGIN_ROUTE, `${LOGIN_ROUTE}/*`, '/forgot-password', '/set-password', '/set-password/:token', SSO_CALLBACK_ROUTE, JOIN_PROJECT_ROUTE, NOT_FOUND_ROUTE, FORBIDDEN_ROUTE]);

const HomeRedirect = () => <Navigate to={HOME_ROUTE} replace />;
const NotFoundRedirect = () => <Navigate to={NOT_FOUND_ROUTE} replace />;
/** react-admin refused a resource page: signed out → sign in (the target is kept), no project → the join request, a refused role → not-found (spec §2). */
function AccessDeniedRedirect() {
  const { store } = useAppSession();
  const user = store.user();
  const target = !store.isAuthenticated() ? LOGIN_ROUTE : user && lacksProject(user) ? JOIN_PROJECT_ROUTE : NOT_FOUND_ROUTE;
  return <Navigate to={target} replace />;
}

/** The resources and routes of the app, made once per registry. */
function adminRoutes(model: RegistrySummary): { resources: ResourceProps[]; definitions: ResourceDefinitions; withLayout: ReactElement[]; withoutLayout: ReactElement[] } {
  const pages = pageRoutes(model);
  const signedInPages = pages.filter((row) => row.access !== 'public');
  const publicPlaceholders = pages.filter((row) => row.access === 'public' && !DEDICATED_PUBLIC_PAGES.has(row.path));
  const resources = model.resources.map((resource) => resourceProps(resource, SHOW_PAGES));
  const definitions = Object.fromEntries(resources.map((resource) => [resource.name, Resource.registerResource!(resource)]));
  const withoutLayout = [
    <Route key={LOGIN_ROUTE} path={LOGIN_ROUTE} element={<ErrorDialogProvider><LoginPage /></ErrorDialogProvider>} />,
    <Route key={`${LOGIN_ROUTE}/*`} path={`${LOGIN_ROUTE}/*`} element={<ErrorDialogProvider><LoginPage /></ErrorDialogProvider>} />,
    <Route key="/forgot-password" path="/forgot-password" element={<ErrorDialogProvider><Suspense fallback={<Loading />}><ForgotPasswordPage /></Suspense></ErrorDialogProvider>} />,
    <Route key="/set-password" path="/set-password" element={<ErrorDialogProvider><Suspense fallback={<Loading />}><SetPasswordPage /></Suspense></ErrorDialogProvider>} />,
    <Route key="/set-password/:token" path="/set-password/:token" element={<ErrorDialogProvider><Suspense fallback={<Loading />}><SetPasswordPage /></Suspense></ErrorDialogProvider>} />,
    <Route key={SSO_CALLBACK_ROUTE} path={SSO_CALLBACK_ROUTE} element={<ErrorDialogProvider><SsoCallbackPage /></ErrorDialogProvider>} />,
    <Route key={JOIN_PROJECT_ROUTE} path={JOIN_PROJECT_ROUTE} element={<ErrorDialogProvider><Suspense fallback={<Loading />}><JoinProjectRequestPage /></Suspense></ErrorDialogProvider>} />,
    <Route key={NOT_FOUND_ROUTE} path={NOT_FOUND_ROUTE} element={<ErrorDialogProvider><NotFoundPage /></ErrorDialogProvider>} />,
    <Route key={FORBIDDEN_ROUTE} path={FORBIDDEN_ROUTE} element={<ErrorDialogProvider><ForbiddenPage /></ErrorDialogProvider>} />,
    ...publicPlaceholders.map((row) => (
      <Route key={row.path} path={row.path} element={<ErrorDialogProvider><Suspense fallback={<Loading />}>{publicPageOf(row.path)}</Suspense></ErrorDialogProvider>} />
    )),
  ];
  const withLayout = signedInPages.map((row) => (
    <Route key={row.path} path={row.path} element={<RouteGuard><Suspense fallback={<Loading />}>{pageOf(row.path, model)}</Suspense></RouteGuard>} />
  ));
  return { resources, definitions, withLayout, withoutLayout };
}

/** react-admin's store (this browser's local storage), with what the first render must already find in it. */
function createAppStore(locale: Locale): Store {
  const created = localStorageStore();
  // Open by default from 768 px up, a closed drawer below (spec §9), whatever breakpoint
  // the component that reads it first would have guessed.
  if (created.getItem('sidebar.open') === undefined && typeof window !== 'undefined') created.setItem('sidebar.open', window.innerWidth >= MOBILE_SIDEBAR_WIDTH);
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
}

export function AdminApp({ model, locale, messages, scope, runtime, loadTranslations }: AdminAppProps) {
  const scopeStore = useMemo(() => scope ?? createScopeStore(tabStorage(), ''), [scope]);
  const { resources, definitions, withLayout, withoutLayout } = useMemo(() => adminRoutes(model), [model]);
  // Made by main.tsx before the first render (so the address's data is asked for at once), or here.
  const { session, dataProvider, queryClient } = useMemo(() => runtime ?? createAppRuntime(model, typeof window === 'undefined' ? undefined : window.location.hash), [runtime, model]);
  const [store] = useState(() => createAppStore(locale));
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
      <ScopeProvider store={scopeStore}>
        <AppSessionProvider value={session}>
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
                title="Certificare"
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
        </AppSessionProvider>
      </ScopeProvider>
    </RegistryProvider>
  );
}
