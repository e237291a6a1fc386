import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { ADMINS } from '../routeRoles';

export const declarations: FeatureDeclarations = {
  pages: [
    {
      path: '/configurations/:configurationType',
      access: ADMINS,
      languageChange: 'reload',
      load: () => import('./ConfigurationsPage').then((m) => m.ConfigurationsPage),
    },
  ],
};
