import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from 'react-admin';
import { usePageCatalogue } from '../framework/pages/PageCatalogueContext';
import { useAppSession } from './AppSessionContext';
import { useFeatureFlags } from './useFeatureFlags';
import { decideRoute } from './routeDecision';
import { projectIdsOf } from './sessionProject';
import { JOIN_PROJECT_ROUTE, LOGIN_ROUTE, NOT_FOUND_ROUTE } from './shellRoutes';

/**
 * The guards of spec §2 for a hand-written page, from its declaration: not signed in →
 * the route is kept as the redirect target and the user goes to sign in; signed in without
 * an allowed role → not-found; without any project → the join request; of a feature the
 * flags switch off → not-found.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { store } = useAppSession();
  const page = usePageCatalogue().pageOf(pathname);
  const features = useFeatureFlags();
  if (!page) return <>{children}</>;
  const user = store.user();
  const decision = decideRoute(page.access, {
    authenticated: store.isAuthenticated(),
    roles: user?.roles ?? [],
    ...(user ? { projectIds: projectIdsOf(user) } : {}),
  });
  if (decision === 'login') {
    store.rememberRedirect(`${pathname}${search}`);
    return <Navigate to={LOGIN_ROUTE} replace />;
  }
  if (decision === 'not-found') return <Navigate to={NOT_FOUND_ROUTE} replace />;
  if (decision === 'join-project') return <Navigate to={JOIN_PROJECT_ROUTE} replace />;
  // A page of a feature: nothing until the flags say whether it shows; switched off, not found.
  if (page.feature !== undefined && !features.loaded) return <Loading />;
  if (!features.isEnabled(page.feature)) return <Navigate to={NOT_FOUND_ROUTE} replace />;
  return <>{children}</>;
}
