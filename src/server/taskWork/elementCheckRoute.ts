import type { AccessOfResource } from '../../framework/contracts/callAccess';
import type { ResourceModel } from '../../framework/registry/types';
import { UPDATE_ELEMENT_CHECK, type ActivityTask, type ElementUpdate } from '../../contracts/taskWork';
import { ApiError } from '../http/apiError';
import { contractRoute, type ContractRoute } from '../http/contractRoute';
import type { RecordService } from '../records/recordService';
import type { StoredRecord } from '../store/readCollectionFile';
import type { RecordScopeOf } from '../scope/recordScope';
import { checkActivity, isObject, reachableTask, TASK } from './taskWorkRequest';

/** The element ids the task checks (its `elementChildrensValues`). */
function checkedElements(task: StoredRecord): Set<string> {
  const list = task[TASK.elements];
  return new Set((Array.isArray(list) ? list : []).flatMap((item) => (isObject(item) && typeof item.elementId === 'string' ? [item.elementId] : [])));
}

/** `element` with the updates of its id applied, in the order sent. */
function checked(element: unknown, updates: readonly ElementUpdate[]): unknown {
  if (!isObject(element)) return element;
  return updates
    .filter((update) => update.elementId === element.elementId)
    .reduce<Record<string, unknown>>(
      (current, { value, isNotApplicable }) => ({
        ...current,
        ...(value !== undefined ? { value } : {}),
        ...(isNotApplicable !== undefined ? { isNotApplicable } : {}),
      }),
      element,
    );
}

/**
 * `PUT activity-task/update-elementcheck {activityId, taskId, elementUpdate}` (spec §7): the
 * value and/or not-applicable flag of elements the task checks (its `elementChildrensValues`).
 * `elementUpdate` is one `{elementId, value?, isNotApplicable?}` or a list of them; an element
 * the task does not check is a 404 ELEMENT_NOT_IN_TASK. All or nothing is written.
 */
export function elementCheckRoute(resource: ResourceModel, records: RecordService, accessOf: AccessOfResource, scopeOf: RecordScopeOf): ContractRoute {
  const { store, now } = records.options;
  return contractRoute(UPDATE_ELEMENT_CHECK, accessOf, ({ body, user }) => {
    const task = reachableTask(resource, records, body.taskId, scopeOf(user));
    checkActivity(task, body.activityId);
    const updates = Array.isArray(body.elementUpdate) ? body.elementUpdate : [body.elementUpdate];
    const known = checkedElements(task);
    const unknown = updates.find((update) => !known.has(update.elementId));
    if (unknown) throw new ApiError(404, { error: 'ELEMENT_NOT_IN_TASK', message: `The task checks no element ${unknown.elementId}.` });
    const list = Array.isArray(task[TASK.elements]) ? (task[TASK.elements] as unknown[]) : [];
    const date = now().toISOString();
    const updatedAt = resource.timestamps.updatedAt;
    const changed = { ...task, [TASK.elements]: list.map((element) => checked(element, updates)), ...(updatedAt ? { [updatedAt]: date } : {}) };
    store.collection(resource.name).replace(changed);
    // The stored task: its shape is the resource's, checked on every write.
    return { status: 200, body: changed as ActivityTask };
  });
}
