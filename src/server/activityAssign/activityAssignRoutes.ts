import { ACTIVITY_ASSIGN } from '../../contracts/activityAssign';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { AssignAction, RegistryModel } from '../../framework/registry/types';
import { createActionContext } from '../actions/actionContext';
import { findRefusal } from '../actions/actionRefusals';
import type { RecordScopeOf } from '../scope/recordScope';
import { bulkRefused, type BulkFailure } from '../http/bulkRefused';
import { contractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureModule } from '../routes/featureModule';
import type { StoredRecord } from '../store/readCollectionFile';

/** The activities, and the user groups they are assigned to. */
const NAMES = { activity: 'activity', group: 'user-group' } as const;

/**
 * POST activity/assign (src/contracts/activityAssign.ts): assigns activities to a user group,
 * every one or none. It writes what the activity list's group assignment writes (the assign
 * action whose target is the user group: its field, its refusals), but checks every activity
 * first and writes them all in one step only when none is refused.
 */
export function activityAssignRoutes(model: RegistryModel, records: RecordService, accessOf: AccessOfResource, scopeOf: RecordScopeOf): ApiRoute[] {
  const activity = model.resources.find((candidate) => candidate.name === NAMES.activity);
  const group = model.resources.find((candidate) => candidate.name === NAMES.group);
  const assign = activity?.actions.find((action): action is AssignAction => action.kind === 'assign' && action.target === NAMES.group);
  if (!activity || !group || !assign) return [];

  return [
    contractRoute(ACTIVITY_ASSIGN, accessOf, ({ user, body }) => {
      const scope = scopeOf(user);
      // Records outside the caller's scope (another project, another chosen contract) or soft-deleted are not there for the call, as for the list's actions.
      const context = createActionContext(records, () => scope);
      const groupId = context.get(group, body.groupId)[group.api.idField];
      const date = context.now();
      const failures: BulkFailure[] = [];
      const changed: StoredRecord[] = [];
      for (const id of body.activityIds) {
        const record = context.find(activity, id);
        const refusal = record ? findRefusal(assign.refuse, record) : undefined;
        if (!record || refusal) {
          failures.push({ _id: id, error: refusal ? refusal.error : 'NOT_FOUND' });
          continue;
        }
        if (record[assign.field] !== groupId) changed.push(context.touched(activity, { ...record, [assign.field]: groupId }, date));
      }
      if (failures.length > 0) throw bulkRefused(failures);
      if (changed.length > 0) context.write(activity, { replace: changed });
      return { status: 200, body: { data: { assigned: body.activityIds.length } } };
    }),
  ];
}

/** The feature's routes, as the demo API builds them from its context. */
export const activityAssignFeature: FeatureModule = {
  origin: 'src/server/activityAssign',
  routes: ({ model, records, accessOf, scopeOf }) => activityAssignRoutes(model, records, accessOf, scopeOf),
};
