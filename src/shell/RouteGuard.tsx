import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSession } from './AppSessionContext';
import { decideRoute, JOIN_PROJECT_ROUTE, LOGIN_ROUTE, NOT_FOUND_ROUTE, routeAccessOf } from './routeAccess';

/**
 * The guards of spec §2 for a hand-written route, from the route table: not signed in →
 * the route is kept as the redirect target and the user goes to sign in; signed in without
 * an allowed role → not-found; without any project → the join request.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { store } = useAppSession();
  const row = routeAccessOf(pathname);
  if (!row) return <>{children}</>;
  const user = store.user();
  const decision = decideRoute(row.access, { authenticated: store.isAuthenticated(), roles: user?.roles ?? [], ...(user ? { projectIds: user.projectIds } : {}) });
  if (decision === 'login') {
    store.rememberRedirect(`${pathname}${search}`);
    return <Navigate to={LOGIN_ROUTE} replace />;
  }
  if (decision === 'not-found') return <Navigate to={NOT_FOUND_ROUTE} replace />;
  if (decision === 'join-project') return <Navigate to={JOIN_PROJECT_ROUTE} replace />;
  return <>{children}</>;
}
