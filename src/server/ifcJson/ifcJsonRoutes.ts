import type { RegistryModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import { ifcJsonPendencyRoutes } from './ifcJsonPendencyRoutes';
import { ifcJsonResources } from './ifcJsonResources';
import { ifcJsonTaskRoutes } from './ifcJsonTaskRoutes';
import type { FeatureModule } from '../routes/featureModule';

/**
 * The public integration API under `/api/v1`, answering IFC-JSON documents (spec §2, the
 * IFC-JSON specifications page): activities, tasks and pendencies. None for a model
 * without the resources it reads.
 */
export function ifcJsonRoutes(model: RegistryModel, records: RecordService): ApiRoute[] {
  const resources = ifcJsonResources(model);
  return resources ? [...ifcJsonTaskRoutes(resources, records), ...ifcJsonPendencyRoutes(resources, records)] : [];
}

/** The feature's routes, as the demo API builds them from its context. */
export const ifcJsonFeature: FeatureModule = { origin: 'src/server/ifcJson', routes: ({ model, records }) => ifcJsonRoutes(model, records) };
