import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { ADMINS } from '../routeRoles';

export const declarations: FeatureDeclarations = {
  pages: [
    // Told of a language change (LANGUAGE_CHANGE_EVENT), not reloaded (spec §4).
    {
      path: '/activity-import',
      access: ADMINS,
      menu: { group: 'operations', order: 20 },
      languageChange: 'dispatch',
      load: () => import('./ImportPage').then((m) => m.ImportPage),
    },
  ],
};
