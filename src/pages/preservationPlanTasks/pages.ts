import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { SIGNED_IN } from '../routeRoles';
import { PRESERVATION_PLAN_TASKS_ROUTE } from './preservationPlanRoutes';

export const declarations: FeatureDeclarations = {
  pages: [
    {
      path: PRESERVATION_PLAN_TASKS_ROUTE,
      feature: 'preservation-plans',
      access: SIGNED_IN,
      load: () => import('./PreservationPlanTasksPage').then((m) => m.PreservationPlanTasksPage),
    },
  ],
};
