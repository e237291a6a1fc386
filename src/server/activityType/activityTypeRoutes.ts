import { ACTIVITY_TYPE_STATES, type ActivityTypeState } from '../../contracts/activityType';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { RegistryModel } from '../../framework/registry/types';
import { contractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureModule } from '../routes/featureModule';

/** The resource whose records are the activity types. */
const ACTIVITY_TYPE_RESOURCE = 'activity-type';

/** The activity type's own call besides its generated ones (src/contracts/activityType.ts): its states. */
export function activityTypeRoutes(model: RegistryModel, records: RecordService, accessOf: AccessOfResource): ApiRoute[] {
  const resource = model.resources.find((candidate) => candidate.name === ACTIVITY_TYPE_RESOURCE);
  if (!resource) return [];
  return [
    contractRoute(ACTIVITY_TYPE_STATES, accessOf, ({ params }) => {
      // Stored types follow their schema (every write is checked): `states` is the list of states.
      const states = records.get(resource, params.id).states;
      return { status: 200, body: { data: (Array.isArray(states) ? states : []) as ActivityTypeState[] } };
    }),
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const activityTypeFeature: FeatureModule = {
  origin: 'src/server/activityType',
  routes: ({ model, records, accessOf }) => activityTypeRoutes(model, records, accessOf),
};
