import { ELEMENT_TIMELINE, PENDENCY_TIMELINE, TASK_TIMELINE, TIMELINE_PAGE, type TimelinePage } from '../../contracts/timeline';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { CallQuery } from '../../framework/contracts/callContract';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import type { RequestUser } from '../auth/requestUser';
import { ApiError } from '../http/apiError';
import { contractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import { assertInScope, type RecordScopeOf } from '../scope/recordScope';
import type { ApiRoute } from '../routes/apiRoute';
import type { FeatureModule } from '../routes/featureModule';
import type { DemoStore } from '../store/createStore';
import type { StoredRecord } from '../store/readCollectionFile';
import { historyEntries } from './historyEntries';
import { kindsOf, timelinePage } from './timelinePage';

function subjectNotFound(what: string): ApiError {
  return new ApiError(404, { error: 'NOT_FOUND', message: `No ${what} with this id` });
}

interface TimelineSource {
  model: RegistryModel;
  records: RecordService;
  store: DemoStore;
  scopeOf: RecordScopeOf;
}

/**
 * The timeline of one record of `resourceName`: its own history from before the trail
 * began (historyEntries), then the trail's entries, one page newest first, with the record
 * itself. 404 for an unknown record, or one whose `parent` field names another record; the project and the chosen scope apply.
 */
function timelineOf({ model, records, store, scopeOf }: TimelineSource, resourceName: string) {
  const resource: ResourceModel | undefined = model.resources.find((candidate) => candidate.name === resourceName);
  if (!resource) return undefined;
  return (user: RequestUser, id: string, query: CallQuery<typeof ELEMENT_TIMELINE>, parent?: { field: string; id: string }): { data: TimelinePage } => {
    let record: StoredRecord;
    try {
      record = records.get(resource, id);
    } catch {
      throw subjectNotFound(resource.name);
    }
    if (parent && String(record[parent.field]) !== parent.id) throw subjectNotFound(`${resource.name} of this ${parent.field}`);
    assertInScope(record, resource, scopeOf(user));
    const recordId = String(record[resource.api.idField]);
    // The record's own history from before the trail comes first: every trail entry is newer.
    const entries = [...historyEntries(resource, record, store.audit.startedAt), ...store.audit.entriesOf(resource.name, recordId)];
    const page = timelinePage(entries, { kinds: kindsOf(query.kind), skip: query.skip ?? 0, limit: query.limit ?? TIMELINE_PAGE.default });
    return { data: { ...page, subject: { _id: recordId, ...record } } };
  };
}

/**
 * The timeline calls of spec §2 (src/contracts/timeline.ts): the audit trail's entries of
 * one task, element or pendency (every change, comment, record, media and status, who and
 * when), `kind`, `skip` and `limit` paging. Whoever may show the record may read it.
 */
export function timelineRoutes(source: TimelineSource, accessOf: AccessOfResource): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const task = timelineOf(source, 'activity-task');
  if (task) {
    routes.push(
      contractRoute(TASK_TIMELINE, accessOf, ({ user, params, query }) => ({
        status: 200,
        body: task(user, params.taskId, query, { field: 'activityId', id: params.activityId }),
      })),
    );
  }
  const element = timelineOf(source, 'element');
  if (element)
    routes.push(contractRoute(ELEMENT_TIMELINE, accessOf, ({ user, params, query }) => ({ status: 200, body: element(user, params.elementId, query) })));
  const pendency = timelineOf(source, 'pendency');
  if (pendency)
    routes.push(contractRoute(PENDENCY_TIMELINE, accessOf, ({ user, params, query }) => ({ status: 200, body: pendency(user, params.pendencyId, query) })));
  return routes;
}

/** The feature's routes, as the demo API builds them from its context. */
export const timelineFeature: FeatureModule = {
  origin: 'src/server/timeline',
  routes: ({ model, records, store, accessOf, scopeOf }) => timelineRoutes({ model, records, store, scopeOf }, accessOf),
};
