import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { ADMINS } from '../routeRoles';
import { CONFIGURATIONS_ROUTE } from './configurationRoutes';

export const declarations: FeatureDeclarations = {
  pages: [
    {
      path: CONFIGURATIONS_ROUTE,
      access: ADMINS,
      languageChange: 'reload',
      load: () => import('./ConfigurationsPage').then((m) => m.ConfigurationsPage),
    },
  ],
};
