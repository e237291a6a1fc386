import { SSO_CALLBACK_ROUTE } from './shellRoutes';

/**
 * The identity provider sends the browser back to the app's address with `code`, `state`
 * (and `session_state`) in the query, outside the hash (a redirect URI has no fragment):
 * such an answer opens the single sign-on route, which reads it.
 */
export function routeSignOnAnswer(location: Pick<Location, 'search' | 'hash'>): void {
  const query = new URLSearchParams(location.search);
  const isAnswer = query.has('state') && (query.has('code') || query.has('error'));
  if (isAnswer && !location.hash.startsWith(`#${SSO_CALLBACK_ROUTE}`)) location.hash = `#${SSO_CALLBACK_ROUTE}`;
}
