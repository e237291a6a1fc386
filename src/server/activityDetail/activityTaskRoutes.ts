import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { FieldErrorBody } from '../../framework/data/apiConventions';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import {
  ACTIVITIES_OF_USER,
  ACTIVITIES_TO_UPDATE,
  ACTIVITY_DETAILS,
  ACTIVITY_TASKS,
  ADD_ACTIVITY_TASKS,
  LINK_ACTIVITY_ELEMENT,
  REMOVE_ACTIVITY_TASKS,
  type ActivityComment,
  type ActivityRecord,
  type ActivityTaskRow,
} from '../../contracts/activityDetail';
import type { ActivityTask } from '../../contracts/taskWork';
import { ApiError } from '../http/apiError';
import { contractRoute, type ContractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import { validationError } from '../records/validationError';
import { newRecordId } from '../store/newRecordId';
import type { StoredRecord } from '../store/readCollectionFile';
import type { RecordScope, RecordScopeOf } from '../scope/recordScope';
import { activityOf, inView, type ActivityResources } from './activityContext';

/** Where the activities `activity/to-update` lists come from: FIC, whose copies the app updates (the list's "to update" tab filters the same). */
const FIC_SOURCE = 'FIC';
const NOT_STARTED = 0;

// The stored records have their resource's shape (every write is checked against it), the shape the contracts declare.
const asActivity = (record: StoredRecord) => record as ActivityRecord;
const asActivities = (records: StoredRecord[]) => records as ActivityRecord[];

/** The activity's tasks in their order, each with its catalogue task's description as `taskDescription`. */
export function tasksOfActivity(records: RecordService, resources: ActivityResources, activityId: string): ActivityTaskRow[] {
  const { items } = records.query(resources.activityTask, { activityId, sort: 'order', order: 'ASC' });
  const catalogue = records.options.store.collection(resources.task.name);
  return items.map((item) => {
    const task = typeof item.task === 'string' ? catalogue.get(item.task) : undefined;
    return (task && typeof task.description === 'string' ? { ...item, taskDescription: task.description } : item) as ActivityTaskRow;
  });
}

/** The activities of the caller's scope, soft-deleted ones left out, most recently updated first. */
function activitiesInView(records: RecordService, resources: ActivityResources, keep: (record: StoredRecord) => boolean, scope: RecordScope): ActivityRecord[] {
  const { activity } = resources;
  const updatedAt = activity.timestamps.updatedAt;
  const found = records.list(activity).filter((record) => !isSoftDeleted(activity, record) && inView(activity, record, scope) && keep(record));
  return asActivities(updatedAt ? [...found].sort((a, b) => String(b[updatedAt] ?? '').localeCompare(String(a[updatedAt] ?? ''))) : found);
}

/** 400 VALIDATION_ERROR naming every id of the body that `fault` finds wrong, before anything is stored. */
function checkIds(ids: readonly string[], fault: (id: string, index: number) => FieldErrorBody | undefined): void {
  const errors = ids.flatMap((id, index) => fault(id, index) ?? []);
  if (errors.length > 0) throw validationError(errors, {});
}

/**
 * The activity calls of spec §7 around an activity's tasks and element, and the
 * activity lists `ofUser` and `to-update` (src/contracts/activityDetail.ts). Adding tasks
 * creates activity-task records (status not started, numbered after the last one);
 * removing them deletes those records. Every id is checked before anything is stored.
 */
export function activityTaskRoutes(records: RecordService, resources: ActivityResources, accessOf: AccessOfResource, scopeOf: RecordScopeOf): ContractRoute[] {
  const { activity, activityTask, task, element } = resources;
  const store = records.options.store;
  const stamp = () => records.options.now().toISOString();
  const touch = (record: StoredRecord): StoredRecord => (activity.timestamps.updatedAt ? { ...record, [activity.timestamps.updatedAt]: stamp() } : record);
  const listed = (data: ActivityRecord[]) => ({ status: 200 as const, body: { data, total: data.length } });

  return [
    contractRoute(ACTIVITIES_OF_USER, accessOf, ({ user }) => {
      const me = store.collection('user').get(user.sub);
      const groups = new Set(Array.isArray(me?.groups) ? me.groups : []);
      const mine = (record: StoredRecord) =>
        (Array.isArray(record.responsibles) && record.responsibles.includes(user.sub)) ||
        (typeof record.responsibleGroup === 'string' && groups.has(record.responsibleGroup));
      return listed(activitiesInView(records, resources, mine, scopeOf(user)));
    }),
    contractRoute(ACTIVITIES_TO_UPDATE, accessOf, ({ user }) =>
      listed(activitiesInView(records, resources, (record) => record.source === FIC_SOURCE, scopeOf(user))),
    ),
    contractRoute(ACTIVITY_TASKS, accessOf, ({ params, user }) => {
      const record = activityOf(records, activity, params.id, scopeOf(user));
      return { status: 200, body: { data: tasksOfActivity(records, resources, String(record[activity.api.idField])) } };
    }),
    contractRoute(ACTIVITY_DETAILS, accessOf, ({ params, user }) => {
      const record = activityOf(records, activity, params.id, scopeOf(user));
      const id = String(record[activity.api.idField]);
      const comments = (Array.isArray(record.comments) ? record.comments : []) as ActivityComment[];
      return {
        status: 200,
        body: {
          data: { ...asActivity(record), comments: comments.filter((comment) => comment.isDeleted !== true), tasks: tasksOfActivity(records, resources, id) },
        },
      };
    }),
    contractRoute(ADD_ACTIVITY_TASKS, accessOf, ({ body, user }) => {
      const { activityId, tasks: taskIds } = body;
      const record = activityOf(records, activity, activityId, scopeOf(user));
      const catalogue = store.collection(task.name);
      checkIds(taskIds, (id, index) =>
        catalogue.get(id) ? undefined : { field: `tasks.${index}`, keyword: 'reference', message: 'REFERENCE_NOT_FOUND', params: { resource: task.name, id } },
      );
      const existing = tasksOfActivity(records, resources, activityId);
      const lastOrder = existing.reduce((max, item) => Math.max(max, item.order), 0);
      const tasksCollection = store.collection(activityTask.name);
      const taken = tasksCollection.all().map((item) => item[tasksCollection.idField]);
      const time = stamp();
      const created = taskIds.map((taskId, index): StoredRecord => {
        const id = newRecordId(taken);
        taken.push(id);
        return {
          [tasksCollection.idField]: id,
          activityId,
          task: taskId,
          order: lastOrder + index + 1,
          status: NOT_STARTED,
          ...(record.projectId ? { projectId: record.projectId } : {}),
          lastUpdated: time,
        };
      });
      const linked = Array.isArray(record.tasks) ? record.tasks : [];
      tasksCollection.apply({ insert: created });
      store.collection(activity.name).replace(touch({ ...record, tasks: [...linked, ...created.map((item) => item[tasksCollection.idField])] }));
      return { status: 201, body: { data: created as ActivityTask[] } };
    }),
    contractRoute(REMOVE_ACTIVITY_TASKS, accessOf, ({ body, user }) => {
      const { activityId, activityTasksIds: ids } = body;
      const record = activityOf(records, activity, activityId, scopeOf(user));
      const tasksCollection = store.collection(activityTask.name);
      checkIds(ids, (id, index) =>
        tasksCollection.get(id)?.activityId === activityId
          ? undefined
          : { field: `activityTasksIds.${index}`, keyword: 'reference', message: 'ACTIVITY_TASK_NOT_IN_ACTIVITY', params: { id } },
      );
      const removed = new Set(ids);
      tasksCollection.apply({ remove: ids });
      const linked = Array.isArray(record.tasks) ? record.tasks.filter((id) => !removed.has(String(id))) : [];
      store.collection(activity.name).replace(touch({ ...record, tasks: linked }));
      return { status: 200, body: { data: { activityId, activityTasksIds: ids } } };
    }),
    contractRoute(LINK_ACTIVITY_ELEMENT, accessOf, ({ params, user }) => {
      const record = activityOf(records, activity, params.id, scopeOf(user));
      if (!store.collection(element.name).get(params.elementId))
        throw new ApiError(404, { error: 'NOT_FOUND', message: `No element has the id ${params.elementId}.` });
      const updated = touch({ ...record, elementId: params.elementId });
      store.collection(activity.name).replace(updated);
      return { status: 200, body: { data: asActivity(updated) } };
    }),
  ];
}
