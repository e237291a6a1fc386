import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { SIGNED_IN } from '../routeRoles';

export const declarations: FeatureDeclarations = {
  pages: [{ path: '/style', access: SIGNED_IN, load: () => import('./StylePage').then((m) => m.StylePage) }],
};
