import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useAppSession } from '../../shell/AppSessionContext';

/** The route `/login/{route}` names (`/login/activities/1/show`, or encoded: `/login/%2Factivities%2F1%2Fshow`), with its query. */
export function loginTargetOf(splat: string, search: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(splat);
  } catch {
    return undefined;
  }
  const route = `/${decoded.replace(/^\/+/, '')}`;
  return route === '/' ? undefined : `${route}${route.includes('?') ? '' : search}`;
}

/**
 * `/login/{route}` (spec §2): the route is where the sign-in leads, when it is one of the
 * app's signed-in screens; anything else is forgotten, so the sign-in leads home. Plain
 * `/login` keeps the route the session was lost on.
 */
export function useLoginTarget(): void {
  const { '*': splat } = useParams();
  const { search } = useLocation();
  const { store, isSignedInRoute } = useAppSession();
  useEffect(() => {
    if (!splat) return;
    const target = loginTargetOf(splat, search);
    if (target && isSignedInRoute(target)) store.rememberRedirect(target);
    else store.takeRedirect();
  }, [splat, search, store, isSignedInRoute]);
}
