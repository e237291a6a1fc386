import { isSignOnAnswer } from '../framework/auth/signOnAnswer';
import { SSO_CALLBACK_ROUTE } from './shellRoutes';

/** An identity provider's answer in the query (see isSignOnAnswer) opens the single sign-on route, which reads it. */
export function routeSignOnAnswer(location: Pick<Location, 'search' | 'hash'>): void {
  if (isSignOnAnswer(location.search) && !location.hash.startsWith(`#${SSO_CALLBACK_ROUTE}`)) location.hash = `#${SSO_CALLBACK_ROUTE}`;
}
