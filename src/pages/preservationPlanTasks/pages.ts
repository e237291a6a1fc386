import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { SIGNED_IN } from '../routeRoles';

export const declarations: FeatureDeclarations = {
  pages: [
    { path: '/preservation-plan-tasks/:id', access: SIGNED_IN, load: () => import('./PreservationPlanTasksPage').then((m) => m.PreservationPlanTasksPage) },
  ],
};
