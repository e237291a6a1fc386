import type { RegistryModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import { activityResources } from './activityContext';
import { activityNoteRoutes } from './activityNoteRoutes';
import { activityTaskRoutes } from './activityTaskRoutes';
import type { FeatureModule } from '../routes/featureModule';

/** The activity detail calls of spec §7 (tasks, element, comments, execution instructions, ofUser, to-update); none for a model without activities. */
export function activityDetailRoutes(model: RegistryModel, records: RecordService): ApiRoute[] {
  const resources = activityResources(model);
  return resources ? [...activityTaskRoutes(records, resources), ...activityNoteRoutes(records, resources)] : [];
}

/** The feature's routes, as the demo API builds them from its context. */
export const activityDetailFeature: FeatureModule = { origin: 'src/server/activityDetail', routes: ({ model, records }) => activityDetailRoutes(model, records) };
