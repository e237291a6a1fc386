import { canPerform } from '../../framework/registry/access';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { assertInProject, projectViewOf } from '../auth/projectView';
import { forbidden } from '../auth/protectResourceRoute';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { ApiRequest, ApiRoute } from '../routes/apiRoute';
import type { DemoStore } from '../store/createStore';
import type { StoredRecord } from '../store/readCollectionFile';
import { historyEntries } from './historyEntries';
import { timelinePage } from './timelinePage';
import type { FeatureModule } from '../routes/featureModule';

/** A subject with a timeline: its route, its resource, the path segment of its id and, for a task, the activity it must belong to. */
interface TimelineSubject {
  pattern: string;
  resource: string;
  idParam: string;
  parent?: { param: string; field: string };
}

/** Spec §2's timeline pages, one row each. */
export const TIMELINE_SUBJECTS: readonly TimelineSubject[] = [
  { pattern: 'timeline/activity/:activityId/task/:taskId', resource: 'activity-task', idParam: 'taskId', parent: { param: 'activityId', field: 'activityId' } },
  { pattern: 'timeline/element/:elementId', resource: 'element', idParam: 'elementId' },
  { pattern: 'timeline/pendency/:pendencyId', resource: 'pendency', idParam: 'pendencyId' },
];

function subjectNotFound(what: string): ApiError {
  return new ApiError(404, { error: 'NOT_FOUND', message: `No ${what} with this id` });
}

/** The subject record, with the rules of showing it: 401, 403 for a role that may not, 404 (with an error field) when unknown, the project scope. */
function subjectOf(subject: TimelineSubject, resource: ResourceModel, records: RecordService, request: ApiRequest): StoredRecord {
  const user = request.user;
  if (!user) throw new ApiError(401, { error: 'UNAUTHENTICATED', message: 'Sign in first: this call needs an Authorization: Bearer <access_token> header.' });
  if (!canPerform(resource.access, 'show', user.roles)) throw forbidden(`show ${resource.name}`, resource.access.show);
  const id = request.params[subject.idParam] ?? '';
  let record: StoredRecord;
  try {
    record = records.get(resource, id);
  } catch {
    throw subjectNotFound(resource.name);
  }
  if (subject.parent && String(record[subject.parent.field]) !== request.params[subject.parent.param]) throw subjectNotFound(`${resource.name} of this ${subject.parent.field}`);
  const field = resource.projectScope?.field;
  if (field) assertInProject(record, field, projectViewOf(user));
  return record;
}

/**
 * The timeline calls: the audit trail's entries of one record (every change, comment,
 * record, media and status, who and when), after its own history from before the trail
 * began (historyEntries), newest first, `kind` (comma list), `skip` and
 * `limit` paging, as `{ data: { items, count, kinds, subject } }`. Whoever may show the record may read it.
 */
export function timelineRoutes(model: RegistryModel, records: RecordService, store: DemoStore): ApiRoute[] {
  return TIMELINE_SUBJECTS.flatMap((subject) => {
    const resource = model.resources.find((candidate) => candidate.name === subject.resource);
    if (!resource) return [];
    const route: ApiRoute = {
      method: 'GET',
      pattern: subject.pattern,
      readsBody: false,
      handle(request) {
        const record = subjectOf(subject, resource, records, request);
        // The record's own history from before the trail comes first: every trail entry is newer.
        const entries = [...historyEntries(resource, record, store.audit.startedAt), ...store.audit.entriesOf(resource.name, String(record[resource.api.idField]))];
        const page = timelinePage(entries, request.query);
        return { status: 200, body: { data: { ...page, subject: record } } };
      },
    };
    return [route];
  });
}

/** The feature's routes, as the demo API builds them from its context. */
export const timelineFeature: FeatureModule = { origin: 'src/server/timeline', routes: ({ model, records, store }) => timelineRoutes(model, records, store) };
