import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { IMPORT_ROLES } from '../../contracts/importAccess';

export const declarations: FeatureDeclarations = {
  pages: [
    // Told of a language change (LANGUAGE_CHANGE_EVENT), not reloaded (spec §4).
    {
      path: '/activity-import',
      feature: 'activities',
      access: IMPORT_ROLES,
      menu: { group: 'operations', order: 20 },
      languageChange: 'dispatch',
      load: () => import('./ImportPage').then((m) => m.ImportPage),
    },
  ],
};
