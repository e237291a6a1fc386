import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import { newRecordId } from '../store/newRecordId';
import type { StoredRecord } from '../store/readCollectionFile';
import { activityOf, callerFor, inView, type ActivityResources } from './activityContext';
import { BodyReader } from './bodyFields';

/** Most tasks one call may add or remove (a long checklist, with room). */
const MAX_TASKS_PER_CALL = 500;
/** Where the activities `activity/to-update` lists come from: FIC, whose copies the app updates (the list's "to update" tab filters the same). */
const FIC_SOURCE = 'FIC';
const NOT_STARTED = 0;

/** The activity's tasks in their order, each with its catalogue task's description as `taskDescription`. */
export function tasksOfActivity(records: RecordService, resources: ActivityResources, activityId: string): StoredRecord[] {
  const { items } = records.query(resources.activityTask, { activityId, sort: 'order', order: 'ASC' });
  const catalogue = records.options.store.collection(resources.task.name);
  return items.map((item) => {
    const task = typeof item.task === 'string' ? catalogue.get(item.task) : undefined;
    return task && typeof task.description === 'string' ? { ...item, taskDescription: task.description } : item;
  });
}

/** The activities of the caller's project, soft-deleted ones left out, most recently updated first. */
function activitiesInView(records: RecordService, resources: ActivityResources, keep: (record: StoredRecord) => boolean, view: Parameters<typeof inView>[2]): StoredRecord[] {
  const { activity } = resources;
  const updatedAt = activity.timestamps.updatedAt;
  const found = records.list(activity).filter((record) => !isSoftDeleted(activity, record) && inView(activity, record, view) && keep(record));
  return updatedAt ? [...found].sort((a, b) => String(b[updatedAt] ?? '').localeCompare(String(a[updatedAt] ?? ''))) : found;
}

/**
 * The activity calls of spec §7 around an activity's tasks and element, and the
 * activity lists `ofUser` and `to-update`. Adding tasks creates activity-task records
 * (status not started, numbered after the last one); removing them deletes those records.
 * Every id is checked before anything is stored.
 */
export function activityTaskRoutes(records: RecordService, resources: ActivityResources): ApiRoute[] {
  const { activity, activityTask, task, element } = resources;
  const store = records.options.store;
  const stamp = () => records.options.now().toISOString();
  const touch = (record: StoredRecord): StoredRecord => (activity.timestamps.updatedAt ? { ...record, [activity.timestamps.updatedAt]: stamp() } : record);

  return [
    {
      method: 'GET',
      pattern: 'activity/ofUser',
      readsBody: false,
      handle(request) {
        const caller = callerFor(activity, request, 'read');
        const me = store.collection('user').get(caller.user.sub);
        const groups = new Set(Array.isArray(me?.groups) ? me.groups : []);
        const mine = (record: StoredRecord) =>
          (Array.isArray(record.responsibles) && record.responsibles.includes(caller.user.sub)) || (typeof record.responsibleGroup === 'string' && groups.has(record.responsibleGroup));
        const data = activitiesInView(records, resources, mine, caller.view);
        return { status: 200, body: { data, total: data.length } };
      },
    },
    {
      method: 'GET',
      pattern: 'activity/to-update',
      readsBody: false,
      handle(request) {
        const caller = callerFor(activity, request, 'read');
        const toUpdate = (record: StoredRecord) => record.source === FIC_SOURCE;
        const data = activitiesInView(records, resources, toUpdate, caller.view);
        return { status: 200, body: { data, total: data.length } };
      },
    },
    {
      method: 'GET',
      pattern: 'activity/:id/tasks',
      readsBody: false,
      handle(request) {
        const caller = callerFor(activity, request, 'read');
        const record = activityOf(records, activity, request.params.id ?? '', caller);
        return { status: 200, body: { data: tasksOfActivity(records, resources, String(record[activity.api.idField])) } };
      },
    },
    {
      method: 'GET',
      pattern: 'activity/:id/details-with-tasks',
      readsBody: false,
      handle(request) {
        const caller = callerFor(activity, request, 'read');
        const record = activityOf(records, activity, request.params.id ?? '', caller);
        const id = String(record[activity.api.idField]);
        const comments = Array.isArray(record.comments) ? record.comments.filter((comment: { isDeleted?: unknown }) => comment.isDeleted !== true) : [];
        return { status: 200, body: { data: { ...record, comments, tasks: tasksOfActivity(records, resources, id) } } };
      },
    },
    {
      method: 'POST',
      pattern: 'activity/tasks',
      readsBody: true,
      handle(request) {
        const caller = callerFor(activity, request, 'edit');
        const body = new BodyReader(request.body);
        const activityId = body.id('activityId');
        const taskIds = body.ids('tasks', MAX_TASKS_PER_CALL);
        body.check();
        const record = activityOf(records, activity, activityId, caller);
        const catalogue = store.collection(task.name);
        taskIds.forEach((id, index) => {
          if (!catalogue.get(id)) body.fault({ field: `tasks.${index}`, keyword: 'reference', message: 'REFERENCE_NOT_FOUND', params: { resource: task.name, id } });
        });
        body.check();
        const existing = tasksOfActivity(records, resources, activityId);
        const lastOrder = existing.reduce((max, item) => Math.max(max, typeof item.order === 'number' ? item.order : 0), 0);
        const tasksCollection = store.collection(activityTask.name);
        const taken = tasksCollection.all().map((item) => item[tasksCollection.idField]);
        const time = stamp();
        const created = taskIds.map((taskId, index): StoredRecord => {
          const id = newRecordId(taken);
          taken.push(id);
          return { [tasksCollection.idField]: id, activityId, task: taskId, order: lastOrder + index + 1, status: NOT_STARTED, ...(record.projectId ? { projectId: record.projectId } : {}), lastUpdated: time };
        });
        const linked = Array.isArray(record.tasks) ? record.tasks : [];
        tasksCollection.apply({ insert: created });
        store.collection(activity.name).replace(touch({ ...record, tasks: [...linked, ...created.map((item) => item[tasksCollection.idField])] }));
        return { status: 201, body: { data: created } };
      },
    },
    {
      method: 'POST',
      pattern: 'activity/disassociate-tasks',
      readsBody: true,
      handle(request) {
        const caller = callerFor(activity, request, 'edit');
        const body = new BodyReader(request.body);
        const activityId = body.id('activityId');
        const ids = body.ids('activityTasksIds', MAX_TASKS_PER_CALL);
        body.check();
        const record = activityOf(records, activity, activityId, caller);
        const tasksCollection = store.collection(activityTask.name);
        ids.forEach((id, index) => {
          if (tasksCollection.get(id)?.activityId !== activityId) body.fault({ field: `activityTasksIds.${index}`, keyword: 'reference', message: 'ACTIVITY_TASK_NOT_IN_ACTIVITY', params: { id } });
        });
        body.check();
        const removed = new Set(ids);
        tasksCollection.apply({ remove: ids });
        const linked = Array.isArray(record.tasks) ? record.tasks.filter((id) => !removed.has(String(id))) : [];
        store.collection(activity.name).replace(touch({ ...record, tasks: linked }));
        return { status: 200, body: { data: { activityId, activityTasksIds: ids } } };
      },
    },
    {
      method: 'PUT',
      pattern: 'activity/:id/element/:elementId',
      readsBody: false,
      handle(request) {
        const caller = callerFor(activity, request, 'edit');
        const record = activityOf(records, activity, request.params.id ?? '', caller);
        const elementId = request.params.elementId ?? '';
        if (!store.collection(element.name).get(elementId)) throw new ApiError(404, { error: 'NOT_FOUND', message: `No element has the id ${elementId}.` });
        const updated = touch({ ...record, elementId });
        store.collection(activity.name).replace(updated);
        return { status: 200, body: { data: updated } };
      },
    },
  ];
}
