import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { ELEMENT_QUERY_ROUTE } from '../../shell/shellRoutes';
import { ADMINS, SIGNED_IN } from '../routeRoles';

/** The element query and the element tree (spec §2). */
export const declarations: FeatureDeclarations = {
  pages: [
    {
      path: ELEMENT_QUERY_ROUTE,
      feature: 'elements',
      access: SIGNED_IN,
      menu: { group: 'operations', order: 10 },
      load: () => import('./ElementsQueryPage').then((m) => m.ElementsQueryPage),
    },
    {
      path: '/elements-hierarchy',
      feature: 'elements',
      access: ADMINS,
      menu: { group: 'scope', order: 40, levels: ['project', 'contract'] },
      preview: { label: 'hierarchy', order: 60 },
      load: () => import('./ElementsHierarchyPage').then((m) => m.ElementsHierarchyPage),
    },
  ],
};
