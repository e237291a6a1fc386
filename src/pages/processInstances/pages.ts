import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { ADMINS, SIGNED_IN } from '../routeRoles';

export const declarations: FeatureDeclarations = {
  pages: [
    {
      path: '/instantiate-process/:processId',
      feature: 'digital-process',
      access: ADMINS,
      load: () => import('./InstantiateProcessPage').then((m) => m.InstantiateProcessPage),
    },
    {
      path: '/digital-process-instance-details/:digitalProcessInstanceId',
      feature: 'digital-process',
      access: SIGNED_IN,
      languageChange: 'reload',
      load: () => import('./InstanceDetailsPage').then((m) => m.InstanceDetailsPage),
    },
  ],
};
