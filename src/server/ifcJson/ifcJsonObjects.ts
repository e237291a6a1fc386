import type { IfcActivity, IfcActivityTask, IfcPendency, IfcProject, IfcTag, IfcTaskStatus, IfcTaskType } from '../../contracts/ifcJson';
import type { StoredRecord } from '../store/readCollectionFile';

/** The fields of `record` named in `fields` that it holds, in that order. */
function pick(record: StoredRecord, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => record[field] !== undefined).map((field) => [field, record[field]]));
}

const ACTIVITY_FIELDS = [
  'description',
  'tag',
  'tagDescription',
  'elementId',
  'place',
  'executionStatus',
  'lastUpdated',
  'externalId',
  'documentType',
  'disciplineId',
  'projectId',
  'plannedStartDate',
];
const ACTIVITY_TASK_FIELDS = ['activityId', 'task', 'description', 'order', 'status', 'lastUpdated', 'responsibleId', 'projectId'];
const TASK_FIELDS = ['description', 'translations', 'source', 'disciplineId', 'order', 'status'];
const PENDENCY_FIELDS = [
  'publicId',
  'name',
  'classification',
  'status',
  'elements',
  'assignedUser',
  'events',
  'limitDate',
  'disciplineId',
  'projectId',
  'activityId',
  'pendencyOrigin',
  'isInternal',
  'source',
  'pendencyId',
  'createdAt',
  'updatedAt',
];

// The entities' own field names are kept, so the answers read like the rest of the API;
// `_id` becomes IFC's `globalId`, and an activity's `type` (OP, VM) stays out because
// `type` names the IFC type in IFC-JSON. The stored fields follow their entity's schema
// (every write is checked), which the IFC-JSON objects take theirs from (schemas/ifcjson/).

export function projectObject(project: StoredRecord): IfcProject {
  return { type: 'IfcProject', globalId: project._id, ...pick(project, ['name', 'code', 'description']) } as IfcProject;
}

/** An activity task, with the description of its catalogue task (`task`) when there is one. */
export function activityTaskObject(activityTask: StoredRecord, catalogueTask: StoredRecord | undefined): IfcActivityTask {
  const withDescription = { ...activityTask, description: catalogueTask?.description };
  return { type: 'IfcTask', globalId: activityTask._id, objectType: 'ACTIVITY_TASK', ...pick(withDescription, ACTIVITY_TASK_FIELDS) } as IfcActivityTask;
}

export function activityObject(activity: StoredRecord, tasks: IfcActivityTask[]): IfcActivity {
  return { type: 'IfcTask', globalId: activity._id, objectType: 'ACTIVITY', ...pick(activity, ACTIVITY_FIELDS), tasks } as IfcActivity;
}

/** A task of the catalogue: a type of task, which activity tasks follow. */
export function taskTypeObject(task: StoredRecord): IfcTaskType {
  return { type: 'IfcTaskType', globalId: task._id, ...pick(task, TASK_FIELDS) } as IfcTaskType;
}

/** The element an activity works on, named by the activity's tag. */
export function tagObject(activity: StoredRecord): IfcTag {
  return {
    type: 'IfcElement',
    globalId: activity.elementId,
    tag: activity.tag,
    ...(activity.tagDescription === undefined ? {} : { name: activity.tagDescription }),
  } as IfcTag;
}

export function taskStatusObject(status: StoredRecord): IfcTaskStatus {
  return { type: 'TaskStatus', globalId: status._id, ...pick(status, ['status', 'name', 'explanationRequired']) } as IfcTaskStatus;
}

export function pendencyObject(pendency: StoredRecord): IfcPendency {
  return { type: 'IfcActionRequest', globalId: pendency._id, ...pick(pendency, PENDENCY_FIELDS) } as IfcPendency;
}
