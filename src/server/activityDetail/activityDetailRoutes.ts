import type { FeatureModule } from '../routes/featureModule';
import { activityResources } from './activityContext';
import { activityNoteRoutes } from './activityNoteRoutes';
import { activityTaskRoutes } from './activityTaskRoutes';

/**
 * The activity detail calls of spec §7 (src/contracts/activityDetail.ts: tasks, element,
 * comments, execution instructions, ofUser, to-update); none for a model without activities.
 */
export const activityDetailFeature: FeatureModule = {
  origin: 'src/server/activityDetail',
  routes({ model, records, accessOf, scopeOf }) {
    const resources = activityResources(model);
    return resources ? [...activityTaskRoutes(records, resources, accessOf, scopeOf), ...activityNoteRoutes(records, resources, accessOf, scopeOf)] : [];
  },
};
