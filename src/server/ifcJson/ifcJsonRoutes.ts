import type { RegistryModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import { ifcJsonPendencyRoutes } from './ifcJsonPendencyRoutes';
import { ifcJsonResources } from './ifcJsonResources';
import { ifcJsonTaskRoutes } from './ifcJsonTaskRoutes';

/**
 * The public integration API under `/api/v1`, answering IFC-JSON documents (spec §2, the
 * IFC-JSON specifications page): activities, tasks and pendencies. None for a model
 * without the resources it reads.
 */
export function ifcJsonRoutes(model: RegistryModel, records: RecordService): ApiRoute[] {
  const resources = ifcJsonResources(model);
  return resources ? [...ifcJsonTaskRoutes(resources, records), ...ifcJsonPendencyRoutes(resources, records)] : [];
}
