import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { ADMIN_ONLY } from '../routeRoles';

export const declarations: FeatureDeclarations = {
  pages: [
    { path: '/changelog', access: ADMIN_ONLY, menu: { group: 'organisation', order: 10 }, load: () => import('./ChangelogPage').then((m) => m.ChangelogPage) },
  ],
};
