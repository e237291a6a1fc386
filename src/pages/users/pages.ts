import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { ADMIN_ONLY } from '../routeRoles';
import { GLOBAL_USERS_ROUTE, PROJECT_USERS_ROUTE, PROJECTS_ROUTE, USER_FORM_ROUTE, USER_GROUPS_ROUTE } from './userRoutes';

/** User administration (spec §2, ADMIN only). */
export const declarations: FeatureDeclarations = {
  pages: [
    {
      path: PROJECT_USERS_ROUTE,
      feature: 'users',
      access: ADMIN_ONLY,
      menu: { group: 'access', order: 10 },
      load: () => import('./UserListPages').then((m) => m.ProjectUsersPage),
    },
    {
      path: USER_GROUPS_ROUTE,
      feature: 'user-groups',
      access: ADMIN_ONLY,
      menu: { group: 'access', order: 20 },
      load: () => import('./UserGroupsPage').then((m) => m.UserGroupsPage),
    },
    { path: USER_FORM_ROUTE, feature: 'users', access: ADMIN_ONLY, load: () => import('./UserFormPage').then((m) => m.UserFormPage) },
    {
      path: GLOBAL_USERS_ROUTE,
      feature: 'users',
      access: ADMIN_ONLY,
      menu: { group: 'scope', order: 30, levels: ['global'] },
      load: () => import('./UserListPages').then((m) => m.GlobalUsersPage),
    },
    { path: PROJECTS_ROUTE, access: ADMIN_ONLY, load: () => import('./ProjectsPage').then((m) => m.ProjectsPage) },
  ],
};
