import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { RegistryModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { RecordScopeOf } from '../scope/recordScope';
import type { FeatureModule } from '../routes/featureModule';
import { ifcJsonPendencyRoutes } from './ifcJsonPendencyRoutes';
import { ifcJsonResources } from './ifcJsonResources';
import { ifcJsonTaskRoutes } from './ifcJsonTaskRoutes';

/**
 * The public integration API under `/api/v1`, answering IFC-JSON documents (spec §2, the
 * IFC-JSON specifications page; src/contracts/ifcJson.ts): activities, tasks and
 * pendencies. None for a model without the resources it reads.
 */
export function ifcJsonRoutes(model: RegistryModel, records: RecordService, accessOf: AccessOfResource, scopeOf: RecordScopeOf): ApiRoute[] {
  const resources = ifcJsonResources(model);
  return resources ? [...ifcJsonTaskRoutes(resources, records, accessOf), ...ifcJsonPendencyRoutes(resources, records, accessOf, scopeOf)] : [];
}

/** The feature's routes, as the demo API builds them from its context. */
export const ifcJsonFeature: FeatureModule = {
  origin: 'src/server/ifcJson',
  routes: ({ model, records, accessOf, scopeOf }) => ifcJsonRoutes(model, records, accessOf, scopeOf),
};
