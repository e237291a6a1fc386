import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import type { ShowPageKey } from '../../shell/showPageKeys';
import { SIGNED_IN } from '../routeRoles';
import { EXECUTION_INSTRUCTIONS_ROUTE } from './executionInstructionsPath';

/** The activity's execution instructions, and its show page (`show.page: activityDetail`); one chunk for both. */
export const declarations: FeatureDeclarations = {
  pages: [{ path: EXECUTION_INSTRUCTIONS_ROUTE, access: SIGNED_IN, load: () => import('./activityPages').then((m) => m.ExecutionInstructionsPage) }],
  // A key the registry check knows (SHOW_PAGE_KEYS), so a definition may name it.
  showPages: [{ key: 'activityDetail' satisfies ShowPageKey, load: () => import('./activityPages').then((m) => m.ActivityDetailPage) }],
};
