import type { RegistryModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import { activityResources } from './activityContext';
import { activityNoteRoutes } from './activityNoteRoutes';
import { activityTaskRoutes } from './activityTaskRoutes';

/** The activity detail calls of spec §7 (tasks, element, comments, execution instructions, ofUser, to-update); none for a model without activities. */
export function activityDetailRoutes(model: RegistryModel, records: RecordService): ApiRoute[] {
  const resources = activityResources(model);
  return resources ? [...activityTaskRoutes(records, resources), ...activityNoteRoutes(records, resources)] : [];
}
