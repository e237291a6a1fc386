import {
  IFC_ACTIVITIES,
  IFC_JSON_ENTRY,
  IFC_TAGS_OF_TASK,
  IFC_TASK,
  IFC_TASK_STATUSES,
  IFC_TASKS,
  IFC_TASKS_OF_TAG,
  type IfcActivityTask,
  type IfcTag,
} from '../../contracts/ifcJson';
import { PAGE_LIMIT } from '../../contracts/recordCalls';
import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { ResourceModel } from '../../framework/registry/types';
import { contractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import type { ApiRoute } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';
import { ifcJsonCaller } from './ifcJsonCaller';
import { ifcJsonDocument } from './ifcJsonDocument';
import { activityObject, activityTaskObject, projectObject, tagObject, taskStatusObject, taskTypeObject } from './ifcJsonObjects';
import type { IfcJsonResourceName } from './ifcJsonResources';

const byNumber = (field: string) => (a: StoredRecord, b: StoredRecord) => Number(a[field] ?? 0) - Number(b[field] ?? 0);

/**
 * The `/api/v1` calls on activities and tasks (src/contracts/ifcJson.ts; the IFC-JSON
 * specifications page shows each): the entry point with the caller's projects, activities
 * with their tasks, the task catalogue, one task, the tasks of a tag, the tags of a task
 * and the task statuses. Activities and their tasks are those of the request's project,
 * as everywhere in the API.
 */
export function ifcJsonTaskRoutes(resources: Record<IfcJsonResourceName, ResourceModel>, records: RecordService, accessOf: AccessOfResource): ApiRoute[] {
  const { project, activity, task } = resources;
  const activityTask = resources['activity-task'];
  const taskStatus = resources['task-status'];
  const answer = <T>(data: T[], count?: number) => ({ status: 200, body: ifcJsonDocument(data, { now: records.options.now(), count }) });

  /** The activity tasks `keep` accepts, by activity id, each with its catalogue description, in task order. */
  const tasksOf = (keep: (activityTask: StoredRecord) => boolean): Map<string, IfcActivityTask[]> => {
    const catalogue = new Map(records.list(task).map((record) => [String(record._id), record]));
    const grouped = new Map<string, IfcActivityTask[]>();
    for (const record of [...records.list(activityTask)].filter(keep).sort(byNumber('order'))) {
      const key = String(record.activityId);
      grouped.set(key, [...(grouped.get(key) ?? []), activityTaskObject(record, catalogue.get(String(record.task)))]);
    }
    return grouped;
  };

  return [
    contractRoute(IFC_JSON_ENTRY, accessOf, ({ user }) => {
      // The caller's own projects, which reading activities needs, not the right to list every project.
      ifcJsonCaller(user);
      const mine = new Set(user.projectIds);
      return answer(
        records
          .list(project)
          .filter((record) => user.roles.includes('ADMIN') || mine.has(String(record._id)))
          .map(projectObject),
      );
    }),
    contractRoute(IFC_ACTIVITIES, accessOf, ({ user, query }) => {
      const caller = ifcJsonCaller(user);
      const { skip = 0, limit = PAGE_LIMIT.default, tag } = query;
      const matching = records.list(activity).filter((record) => caller.sees(activity, record) && (tag === undefined || record.tag === tag));
      const page = matching.slice(skip, skip + limit);
      const ids = new Set(page.map((record) => String(record._id)));
      const tasks = tasksOf((record) => ids.has(String(record.activityId)));
      return answer(
        page.map((record) => activityObject(record, tasks.get(String(record._id)) ?? [])),
        matching.length,
      );
    }),
    contractRoute(IFC_TASKS, accessOf, ({ user }) => {
      ifcJsonCaller(user);
      return answer([...records.list(task)].sort(byNumber('order')).map(taskTypeObject));
    }),
    contractRoute(IFC_TASK_STATUSES, accessOf, ({ user }) => {
      ifcJsonCaller(user);
      return answer([...records.list(taskStatus)].sort(byNumber('status')).map(taskStatusObject));
    }),
    contractRoute(IFC_TASK, accessOf, ({ user, params }) => {
      ifcJsonCaller(user);
      return answer([taskTypeObject(records.get(task, params.id))]);
    }),
    contractRoute(IFC_TASKS_OF_TAG, accessOf, ({ user, params }) => {
      const caller = ifcJsonCaller(user);
      const tagged = new Set(
        records
          .list(activity)
          .filter((record) => record.tag === params.tag && caller.sees(activity, record))
          .map((record) => String(record._id)),
      );
      const tasks = tasksOf((record) => tagged.has(String(record.activityId)) && caller.sees(activityTask, record));
      return answer([...tasks.values()].flat());
    }),
    contractRoute(IFC_TAGS_OF_TASK, accessOf, ({ user, params }) => {
      const caller = ifcJsonCaller(user);
      const id = String(records.get(task, params.id)._id);
      const activityIds = new Set(
        records
          .list(activityTask)
          .filter((record) => record.task === id && caller.sees(activityTask, record))
          .map((record) => String(record.activityId)),
      );
      const tags = new Map<string, IfcTag>();
      for (const record of records.list(activity)) {
        const key = String(record.tag);
        if (
          activityIds.has(String(record._id)) &&
          caller.sees(activity, record) &&
          record.tag !== undefined &&
          record.elementId !== undefined &&
          !tags.has(key)
        )
          tags.set(key, tagObject(record));
      }
      return answer([...tags.values()].sort((a, b) => a.tag.localeCompare(b.tag)));
    }),
  ];
}
