import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { GLOBAL_OVERVIEW_ROUTE, OVERVIEW_ROUTE } from '../../shell/scope/scopeTransitions';
import { ADMIN_ONLY } from '../routeRoles';

// One loader for both routes: the same page, kept as the scope changes.
const overview = () => import('./OverviewPage').then((m) => m.OverviewPage);
const UNDER_PROGRAM = ['program', 'project', 'contract'];

/** The overview of the selected program, project or contract, and the global one (spec §2 scope menus). */
export const declarations: FeatureDeclarations = {
  pages: [
    {
      path: OVERVIEW_ROUTE,
      feature: 'dashboards',
      access: ADMIN_ONLY,
      menu: { group: 'scope', order: 10, levels: UNDER_PROGRAM },
      preview: { label: 'overview', order: 10, levels: UNDER_PROGRAM },
      load: overview,
    },
    {
      path: GLOBAL_OVERVIEW_ROUTE,
      feature: 'dashboards',
      access: ADMIN_ONLY,
      menu: { group: 'scope', order: 20, levels: ['global'] },
      preview: { label: 'overview', order: 20, levels: ['global'] },
      load: overview,
    },
  ],
};
