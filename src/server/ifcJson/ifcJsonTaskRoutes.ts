import type { ResourceModel } from '../../framework/registry/types';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';
import { ifcJsonCaller } from './ifcJsonCaller';
import { ifcJsonDocument, type IfcJsonObject } from './ifcJsonDocument';
import { activityObject, activityTaskObject, projectObject, tagObject, taskStatusObject, taskTypeObject } from './ifcJsonObjects';
import type { IfcJsonResourceName } from './ifcJsonResources';
import { pagingParams } from './pagingParams';

const byNumber = (field: string) => (a: StoredRecord, b: StoredRecord) => Number(a[field] ?? 0) - Number(b[field] ?? 0);

/**
 * The `/api/v1` calls on activities and tasks (the IFC-JSON specifications page documents
 * each): the entry point with the caller's projects, activities with their tasks, the task
 * catalogue, one task, the tasks of a tag, the tags of a task and the task statuses.
 * Activities and their tasks are those of the request's project, as everywhere in the API.
 */
export function ifcJsonTaskRoutes(resources: Record<IfcJsonResourceName, ResourceModel>, records: RecordService): ApiRoute[] {
  const { project, activity, task } = resources;
  const activityTask = resources['activity-task'];
  const taskStatus = resources['task-status'];
  const answer = (data: IfcJsonObject[], count?: number) => ({ status: 200, body: ifcJsonDocument(data, { now: records.options.now(), count }) });

  /** The activity tasks `keep` accepts, by activity id, each with its catalogue description, in task order. */
  const tasksOf = (keep: (activityTask: StoredRecord) => boolean): Map<string, IfcJsonObject[]> => {
    const catalogue = new Map(records.list(task).map((record) => [String(record._id), record]));
    const grouped = new Map<string, IfcJsonObject[]>();
    for (const record of [...records.list(activityTask)].filter(keep).sort(byNumber('order'))) {
      const key = String(record.activityId);
      grouped.set(key, [...(grouped.get(key) ?? []), activityTaskObject(record, catalogue.get(String(record.task)))]);
    }
    return grouped;
  };

  return [
    {
      method: 'GET',
      pattern: 'v1',
      readsBody: false,
      handle(request) {
        // The caller's own projects, which reading activities needs, not the right to list every project.
        const { user } = ifcJsonCaller(request, activity, 'list');
        const mine = new Set(user.projectIds);
        const visible = records.list(project).filter((record) => user.roles.includes('ADMIN') || mine.has(String(record._id)));
        return answer(visible.map(projectObject));
      },
    },
    {
      method: 'GET',
      pattern: 'v1/activity',
      readsBody: false,
      handle(request) {
        const caller = ifcJsonCaller(request, activity, 'list');
        const { limit, skip } = pagingParams(request.query);
        const tag = request.query.tag;
        const matching = records.list(activity).filter((record) => caller.sees(activity, record) && (tag === undefined || record.tag === tag));
        const page = matching.slice(skip, skip + limit);
        const ids = new Set(page.map((record) => String(record._id)));
        const tasks = tasksOf((record) => ids.has(String(record.activityId)));
        return answer(
          page.map((record) => activityObject(record, tasks.get(String(record._id)) ?? [])),
          matching.length,
        );
      },
    },
    {
      method: 'GET',
      pattern: 'v1/task',
      readsBody: false,
      handle(request) {
        ifcJsonCaller(request, task, 'list');
        return answer([...records.list(task)].sort(byNumber('order')).map(taskTypeObject));
      },
    },
    {
      method: 'GET',
      pattern: 'v1/task/status',
      readsBody: false,
      handle(request) {
        ifcJsonCaller(request, taskStatus, 'list');
        return answer([...records.list(taskStatus)].sort(byNumber('status')).map(taskStatusObject));
      },
    },
    {
      method: 'GET',
      pattern: 'v1/task/:id',
      readsBody: false,
      handle(request) {
        ifcJsonCaller(request, task, 'show');
        return answer([taskTypeObject(records.get(task, request.params.id ?? ''))]);
      },
    },
    {
      method: 'GET',
      pattern: 'v1/task/tag/:tag',
      readsBody: false,
      handle(request) {
        const caller = ifcJsonCaller(request, activityTask, 'list');
        const tagged = new Set(records.list(activity).filter((record) => record.tag === request.params.tag && caller.sees(activity, record)).map((record) => String(record._id)));
        const tasks = tasksOf((record) => tagged.has(String(record.activityId)) && caller.sees(activityTask, record));
        return answer([...tasks.values()].flat());
      },
    },
    {
      method: 'GET',
      pattern: 'v1/task/:id/tags',
      readsBody: false,
      handle(request) {
        const caller = ifcJsonCaller(request, activity, 'list');
        const id = String(records.get(task, request.params.id ?? '')._id);
        const activityIds = new Set(records.list(activityTask).filter((record) => record.task === id && caller.sees(activityTask, record)).map((record) => String(record.activityId)));
        const tags = new Map<string, IfcJsonObject>();
        for (const record of records.list(activity)) {
          const key = String(record.tag);
          if (activityIds.has(String(record._id)) && caller.sees(activity, record) && record.tag !== undefined && record.elementId !== undefined && !tags.has(key)) tags.set(key, tagObject(record));
        }
        return answer([...tags.values()].sort((a, b) => String(a.tag).localeCompare(String(b.tag))));
      },
    },
  ];
}
