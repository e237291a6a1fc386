import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { RegistryModel, ResourceModel, ValueSetModel } from '../../framework/registry/types';
import { valueSetOf } from '../../framework/registry/valueSetEntry';
import { ACTIVITIES_NOT_ASSIGNED, NOT_ASSIGNED_FIRST, TOTAL_BY_STATUS, TOTAL_TASKS_ASSIGNED } from '../../contracts/dashboard';
import { contractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureModule } from '../routes/featureModule';
import { recordInScope, type RecordScope } from '../scope/recordScope';
import type { StoredRecord } from '../store/readCollectionFile';
import { activitiesNotAssigned, totalByStatus, totalTasksAssigned } from './dashboardTotals';

/** The resources the dashboards count, and their fields. */
const ACTIVITY = { resource: 'activity', status: 'executionStatus', responsibles: 'responsibles', group: 'responsibleGroup' } as const;
const TASK = { resource: 'activity-task', status: 'status', responsible: 'responsibleId' } as const;

interface Counted {
  resource: ResourceModel;
  set: ValueSetModel;
}

function counted(model: RegistryModel, name: string, field: string): Counted | undefined {
  const resource = model.resources.find((candidate) => candidate.name === name);
  const set = resource && valueSetOf(resource, field);
  return resource && set ? { resource, set } : undefined;
}

/** The records of `resource` a request may count: its project's (every project for a global admin) in the scope chosen in the tree, soft-deleted ones left out. */
function* visible(records: RecordService, resource: ResourceModel, scope: RecordScope): Generator<StoredRecord> {
  const { projectScope } = resource;
  for (const record of records.list(resource)) {
    if (isSoftDeleted(resource, record)) continue;
    if (projectScope && !recordInScope(record, projectScope, scope)) continue;
    yield record;
  }
}

/**
 * The dashboard calls of spec §7 (src/contracts/dashboard.ts), counted from the store for
 * the request's project (narrowed to the scope chosen in the tree) in one pass over the collection (about 100 000 activities answer
 * within tens of milliseconds, so no counts are kept between requests that every write
 * would have to update). Whoever may list activities (or activity tasks) may read them.
 */
export const dashboardFeature: FeatureModule = {
  origin: 'src/server/dashboard',
  routes({ model, records, accessOf, scopeOf }) {
    const activity = counted(model, ACTIVITY.resource, ACTIVITY.status);
    const task = counted(model, TASK.resource, TASK.status);
    const routes: ApiRoute[] = [];
    if (activity) {
      const { resource, set } = activity;
      routes.push(
        contractRoute(TOTAL_BY_STATUS, accessOf, ({ user }) => ({
          status: 200,
          body: { data: totalByStatus(visible(records, resource, scopeOf(user)), ACTIVITY.status, set) },
        })),
        contractRoute(ACTIVITIES_NOT_ASSIGNED, accessOf, ({ user, query }) => {
          const first = query.limit ?? NOT_ASSIGNED_FIRST.default;
          return {
            status: 200,
            body: {
              data: activitiesNotAssigned(visible(records, resource, scopeOf(user)), { fields: ACTIVITY, set, idField: resource.api.idField, first }),
            },
          };
        }),
      );
    }
    if (task) {
      const { resource, set } = task;
      routes.push(
        contractRoute(TOTAL_TASKS_ASSIGNED, accessOf, ({ user }) => ({
          status: 200,
          body: { data: totalTasksAssigned(visible(records, resource, scopeOf(user)), TASK, set, user.sub) },
        })),
      );
    }
    return routes;
  },
};
