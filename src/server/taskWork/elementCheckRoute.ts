import type { ResourceModel } from '../../framework/registry/types';
import { ApiError } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import type { FieldErrorBody } from '../../framework/data/apiConventions';
import { validationError } from '../records/validationError';
import type { ApiRoute } from '../routes/apiRoute';
import type { StoredRecord } from '../store/readCollectionFile';
import { bodyObject, checkActivity, editingUser, isObject, reachableTask, TASK } from './taskWorkRequest';

/** One checked element of a task, as `elementChildrensValues` keeps it. */
interface ElementValue {
  elementId: string;
  element?: string;
  value?: string;
  isNotApplicable?: boolean;
}

/** One change asked for: the element, and its value and/or its not-applicable flag. */
interface ElementUpdate {
  elementId: string;
  value?: string;
  isNotApplicable?: boolean;
}

const MAX_VALUE = 200;
/** Updates in one call, when `elementUpdate` is a list. */
const MAX_UPDATES = 200;

function elementsOf(task: StoredRecord): ElementValue[] {
  const list = task[TASK.elements];
  return Array.isArray(list) ? list.filter((item): item is ElementValue => isObject(item) && typeof item.elementId === 'string') : [];
}

/** The field errors of one update at `path` (empty when it is well formed). */
function updateErrors(value: unknown, path: string): FieldErrorBody[] {
  if (!isObject(value)) return [{ field: path, keyword: 'type', message: 'validation.type', params: { type: 'object' } }];
  const errors: FieldErrorBody[] = [];
  if (typeof value.elementId !== 'string' || value.elementId === '') errors.push({ field: `${path}.elementId`, keyword: value.elementId === undefined ? 'required' : 'type', message: value.elementId === undefined ? 'FIELD_IS_REQUIRED' : 'validation.type', params: { type: 'string' } });
  if (value.value !== undefined && typeof value.value !== 'string') errors.push({ field: `${path}.value`, keyword: 'type', message: 'validation.type', params: { type: 'string' } });
  if (typeof value.value === 'string' && value.value.length > MAX_VALUE) errors.push({ field: `${path}.value`, keyword: 'maxLength', message: 'validation.maxLength', params: { limit: MAX_VALUE } });
  if (value.isNotApplicable !== undefined && typeof value.isNotApplicable !== 'boolean') errors.push({ field: `${path}.isNotApplicable`, keyword: 'type', message: 'validation.type', params: { type: 'boolean' } });
  if (value.value === undefined && value.isNotApplicable === undefined) errors.push({ field: `${path}.value`, keyword: 'required', message: 'FIELD_IS_REQUIRED' });
  return errors;
}

/** `elementUpdate` as a list of well-formed updates (one object or a list of them); 400 with every field error otherwise. */
function updatesOf(resource: ResourceModel, body: Record<string, unknown>): ElementUpdate[] {
  const raw = body.elementUpdate;
  if (raw === undefined || raw === null) throw validationError([{ field: 'elementUpdate', keyword: 'required', message: 'FIELD_IS_REQUIRED' }], resource.errors);
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0 || list.length > MAX_UPDATES) throw validationError([{ field: 'elementUpdate', keyword: list.length === 0 ? 'minItems' : 'maxItems', message: list.length === 0 ? 'validation.minItems' : 'validation.maxItems', params: { limit: list.length === 0 ? 1 : MAX_UPDATES } }], resource.errors);
  const errors = list.flatMap((item, index) => updateErrors(item, Array.isArray(raw) ? `elementUpdate.${index}` : 'elementUpdate'));
  if (errors.length > 0) throw validationError(errors, resource.errors);
  return list as ElementUpdate[];
}

/**
 * `PUT activity-task/update-elementcheck {activityId, taskId, elementUpdate}` (spec §7): the
 * value and/or not-applicable flag of elements the task checks (its `elementChildrensValues`).
 * `elementUpdate` is one `{elementId, value?, isNotApplicable?}` or a list of them; an element
 * the task does not check is a 404 ELEMENT_NOT_IN_TASK. All or nothing is written.
 */
export function elementCheckRoute(resource: ResourceModel, records: RecordService): ApiRoute {
  const { store, now } = records.options;
  return {
    method: 'PUT',
    pattern: 'activity-task/update-elementcheck',
    readsBody: true,
    handle(request) {
      const user = editingUser(resource, request);
      const body = bodyObject(resource, request);
      const taskId = body.taskId;
      if (typeof taskId !== 'string' || taskId === '') throw validationError([{ field: 'taskId', keyword: taskId === undefined ? 'required' : 'type', message: taskId === undefined ? 'FIELD_IS_REQUIRED' : 'validation.type', params: { type: 'string' } }], resource.errors);
      const task = reachableTask(resource, records, taskId, user);
      checkActivity(resource, task, body);
      const updates = updatesOf(resource, body);
      const elements = elementsOf(task);
      const unknown = updates.find((update) => !elements.some((element) => element.elementId === update.elementId));
      if (unknown) throw new ApiError(404, { error: 'ELEMENT_NOT_IN_TASK', message: `The task checks no element ${unknown.elementId}.` });
      const list = Array.isArray(task[TASK.elements]) ? (task[TASK.elements] as unknown[]) : [];
      const checked = list.map((element) =>
        updates
          .filter((update) => isObject(element) && update.elementId === element.elementId)
          .reduce<unknown>((current, update) => ({ ...(current as ElementValue), ...(update.value !== undefined ? { value: update.value } : {}), ...(update.isNotApplicable !== undefined ? { isNotApplicable: update.isNotApplicable } : {}) }), element),
      );
      const date = now().toISOString();
      const updatedAt = resource.timestamps.updatedAt;
      const changed = { ...task, [TASK.elements]: checked, ...(updatedAt ? { [updatedAt]: date } : {}) };
      store.collection(resource.name).replace(changed);
      return { status: 200, body: changed };
    },
  };
}
