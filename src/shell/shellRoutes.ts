import { SIGN_ON_CALLBACK_ROUTE } from '../framework/auth/signOnAnswer';

/** The routes the shell sends users to (its guards, redirects and header links); their pages declare them too. */
export const LOGIN_ROUTE = '/login';
export const HOME_ROUTE = '/home';
export const NOT_FOUND_ROUTE = '/not-found';
export const FORBIDDEN_ROUTE = '/forbidden';
export const JOIN_PROJECT_ROUTE = '/join-to-project-request';
/** The route that receives the single sign-on answer (code, session_state, state): the engine's. */
export const SSO_CALLBACK_ROUTE = SIGN_ON_CALLBACK_ROUTE;
/** The element query, one of the header's tabs. */
export const ELEMENT_QUERY_ROUTE = '/elements/query';
