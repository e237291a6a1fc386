/**
 * Whether the page's query is an identity provider's answer: it sends the browser back to the
 * application's address with `code` (or `error`) and `state` in the query, outside the hash
 * (a redirect URI has no fragment).
 */
export function isSignOnAnswer(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.has('state') && (query.has('code') || query.has('error'));
}

/** Drops the provider's answer from the address once read (the code is single-use). */
export function clearSignOnAnswer(location: Pick<Location, 'pathname' | 'hash'> = window.location): void {
  window.history.replaceState(null, '', `${location.pathname}${location.hash}`);
}

/** The engine's route that reads the provider's answer (react-admin's own name for it). */
export const SIGN_ON_CALLBACK_ROUTE = '/auth-callback';

/** Opens the route that reads the provider's answer when the page's query is one (the hash router sees only the hash). */
export function routeSignOnAnswer(location: Pick<Location, 'search' | 'hash'> = window.location): void {
  if (isSignOnAnswer(location.search) && !location.hash.startsWith(`#${SIGN_ON_CALLBACK_ROUTE}`)) location.hash = `#${SIGN_ON_CALLBACK_ROUTE}`;
}
