import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { ADMINS } from '../routeRoles';

export const declarations: FeatureDeclarations = {
  pages: [
    {
      path: '/camunda/process-definitions',
      feature: 'workflow-engine',
      access: ADMINS,
      menu: { group: 'operations', order: 70 },
      load: () => import('./ProcessDefinitionsPage').then((m) => m.ProcessDefinitionsPage),
    },
    {
      path: '/process-model-edit/:processId',
      feature: 'workflow-engine',
      access: ADMINS,
      load: () => import('./ProcessModelEditPage').then((m) => m.ProcessModelEditPage),
    },
  ],
};
