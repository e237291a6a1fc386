import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSession } from './AppSessionContext';
import { decideRoute, LOGIN_ROUTE, NOT_FOUND_ROUTE, routeAccessOf } from './routeAccess';

/**
 * The guards of spec §2 for a hand-written route, from the route table: not signed in →
 * the route is kept as the redirect target and the user goes to sign in; signed in without
 * an allowed role → not-found.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { store } = useAppSession();
  const row = routeAccessOf(pathname);
  if (!row) return <>{children}</>;
  const decision = decideRoute(row.access, { authenticated: store.isAuthenticated(), roles: store.user()?.roles ?? [] });
  if (decision === 'login') {
    store.rememberRedirect(`${pathname}${search}`);
    return <Navigate to={LOGIN_ROUTE} replace />;
  }
  if (decision === 'not-found') return <Navigate to={NOT_FOUND_ROUTE} replace />;
  return <>{children}</>;
}
