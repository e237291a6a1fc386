import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { SIGNED_IN } from '../routeRoles';

export const declarations: FeatureDeclarations = {
  pages: [{ path: '/mobile-app', access: SIGNED_IN, load: () => import('./MobileAppPage').then((m) => m.MobileAppPage) }],
};
