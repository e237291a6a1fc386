import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { HOME_ROUTE } from '../../shell/shellRoutes';
import { SIGNED_IN } from '../routeRoles';
// Static, not lazy: the first page every sign-in lands on (its dashboards load on their own).
import { HomePage } from './HomePage';

export const declarations: FeatureDeclarations = {
  pages: [{ path: HOME_ROUTE, access: SIGNED_IN, title: 'app.home.title', component: HomePage }],
};
