import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { FORBIDDEN_ROUTE, JOIN_PROJECT_ROUTE, LOGIN_ROUTE, NOT_FOUND_ROUTE, SSO_CALLBACK_ROUTE } from '../../shell/shellRoutes';
import { SIGNED_IN } from '../routeRoles';
import { FORGOT_PASSWORD_ROUTE, SET_PASSWORD_ROUTE } from './authRoutes';
// Static, not lazy: the sign-in pages are what a visitor meets first.
import { ForbiddenPage } from './ForbiddenPage';
import { LoginPage } from './LoginPage';
import { NotFoundPage } from './NotFoundPage';
import { OwnDataMenuItem } from './OwnDataMenuItem';
import { RedefinePasswordMenuItem } from './RedefinePasswordMenuItem';
import { SsoCallbackPage } from './SsoCallbackPage';

// One loader per component: the same page at two routes stays one component.
const setPassword = () => import('./SetPasswordPage').then((m) => m.SetPasswordPage);

/** Sign-in, its public pages (spec §2 "Public routes"), where guards send a user, and the user menu's own entries. */
export const declarations: FeatureDeclarations = {
  pages: [
    { path: LOGIN_ROUTE, access: 'public', title: 'auth.login.title', component: LoginPage },
    { path: `${LOGIN_ROUTE}/*`, access: 'public', title: 'auth.login.title', component: LoginPage },
    {
      path: FORGOT_PASSWORD_ROUTE,
      access: 'public',
      title: 'auth.forgot_password.title',
      load: () => import('./ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
    },
    { path: SET_PASSWORD_ROUTE, access: 'public', title: 'auth.set_password.title', load: setPassword },
    { path: `${SET_PASSWORD_ROUTE}/:token`, access: 'public', title: 'auth.set_password.title', load: setPassword },
    { path: SSO_CALLBACK_ROUTE, access: 'public', title: 'auth.sso.title', component: SsoCallbackPage },
    {
      path: JOIN_PROJECT_ROUTE,
      access: 'public',
      title: 'auth.join_project.title',
      load: () => import('./JoinProjectRequestPage').then((m) => m.JoinProjectRequestPage),
    },
    { path: NOT_FOUND_ROUTE, access: 'public', title: 'app.not_found.title', component: NotFoundPage },
    { path: FORBIDDEN_ROUTE, access: 'public', title: 'auth.forbidden.title', component: ForbiddenPage },
    // After sign-in: on to the page kept before it.
    { path: '/redirect', access: SIGNED_IN, load: () => import('./RedirectPage').then((m) => m.RedirectPage) },
  ],
  userMenu: [
    { key: 'own-data', order: 10, Item: OwnDataMenuItem },
    { key: 'redefine-password', order: 20, Item: RedefinePasswordMenuItem },
  ],
};
