import { canPerform } from '../../framework/registry/access';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { RegistryModel, ResourceModel, ValueSetModel } from '../../framework/registry/types';
import { valueSetOf } from '../../framework/registry/valueSetEntry';
import { projectsOfRecord, projectViewOf, type ProjectView } from '../auth/projectView';
import { forbidden } from '../auth/protectResourceRoute';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';
import { activitiesNotAssigned, totalByStatus, totalTasksAssigned } from './dashboardTotals';

/** The resources the dashboards count, and their fields. */
const ACTIVITY = { resource: 'activity', status: 'executionStatus', responsibles: 'responsibles', group: 'responsibleGroup' } as const;
const TASK = { resource: 'activity-task', status: 'status', responsible: 'responsibleId' } as const;
/** How many not-assigned activities the card lists by default, and at most. */
const FIRST_DEFAULT = 5;
const FIRST_MAX = 50;

interface Counted {
  resource: ResourceModel;
  set: ValueSetModel;
}

function counted(model: RegistryModel, name: string, field: string): Counted | undefined {
  const resource = model.resources.find((candidate) => candidate.name === name);
  const set = resource && valueSetOf(resource, field);
  return resource && set ? { resource, set } : undefined;
}

/** The records of `resource` a request may count: its project's (every project for a global admin), soft-deleted ones left out. */
function* visible(records: RecordService, resource: ResourceModel, view: ProjectView): Generator<StoredRecord> {
  const field = resource.projectScope?.field;
  for (const record of records.list(resource)) {
    if (isSoftDeleted(resource, record)) continue;
    if (!view.all && field !== undefined && !projectsOfRecord(record, field).includes(view.projectId)) continue;
    yield record;
  }
}

/** The caller and project, with the same rules as listing `resource` (401 without a user, 403 for a role that may not list it). */
function viewFor(resource: ResourceModel, request: ApiRequest): { view: ProjectView; userId: string } {
  const user = request.user;
  if (!user) throw new ApiError(401, { error: 'UNAUTHENTICATED', message: 'Sign in first: this call needs an Authorization: Bearer <access_token> header.' });
  if (!canPerform(resource.access, 'list', user.roles)) throw forbidden(`list ${resource.name}`, resource.access.list);
  return { view: projectViewOf(user), userId: user.sub };
}

function firstOf(query: Readonly<Record<string, string>>): number {
  const asked = Number(query.limit);
  return Number.isInteger(asked) && asked >= 0 ? Math.min(asked, FIRST_MAX) : FIRST_DEFAULT;
}

/**
 * The dashboard calls of spec §7, counted from the store for the request's project in
 * one pass over the collection (about 100 000 activities answer within tens of
 * milliseconds, so no counts are kept between requests that every write would have to
 * update). Whoever may list activities (or activity tasks) may read them.
 */
export function dashboardRoutes(model: RegistryModel, records: RecordService): ApiRoute[] {
  const activity = counted(model, ACTIVITY.resource, ACTIVITY.status);
  const task = counted(model, TASK.resource, TASK.status);
  const routes: ApiRoute[] = [];
  if (activity) {
    const { resource, set } = activity;
    routes.push(
      {
        method: 'GET',
        pattern: 'dashboard/totalByStatus',
        readsBody: false,
        handle(request) {
          const { view } = viewFor(resource, request);
          return { status: 200, body: { data: totalByStatus(visible(records, resource, view), ACTIVITY.status, set) } };
        },
      },
      {
        method: 'GET',
        pattern: 'dashboard/totalActivityNaoAtrib',
        readsBody: false,
        handle(request) {
          const { view } = viewFor(resource, request);
          const answer = activitiesNotAssigned(visible(records, resource, view), { fields: ACTIVITY, set, idField: resource.api.idField, first: firstOf(request.query) });
          return { status: 200, body: { data: answer } };
        },
      },
    );
  }
  if (task) {
    const { resource, set } = task;
    routes.push({
      method: 'GET',
      pattern: 'dashboard/totalTasksAtrib',
      readsBody: false,
      handle(request) {
        const { view, userId } = viewFor(resource, request);
        return { status: 200, body: { data: totalTasksAssigned(visible(records, resource, view), TASK, set, userId) } };
      },
    });
  }
  return routes;
}
