import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { ADMINS } from '../routeRoles';

export const declarations: FeatureDeclarations = {
  pages: [
    {
      path: '/pendencies/:id/forward',
      feature: 'forward-pendency',
      access: ADMINS,
      load: () => import('./PendencyForwardPage').then((m) => m.PendencyForwardPage),
    },
  ],
};
