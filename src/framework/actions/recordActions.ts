import type { ActionDefinition, AssignAction, ExclusiveAction, LinkAction, ResourceModel, StatusAction, ToggleAction } from '../registry/types';

/** Actions run on one record (a show page, a list row). */
export type RecordAction = ToggleAction | StatusAction | ExclusiveAction | LinkAction;

const isRecordAction = (action: ActionDefinition): action is RecordAction => action.kind !== 'assign';
const isBulkAction = (action: ActionDefinition): action is AssignAction => action.kind === 'assign';

/** The record actions of a resource, in declared order; `names` keeps only those (a related list's `actions`). */
export function recordActions(resource: ResourceModel, names?: readonly string[]): RecordAction[] {
  return resource.actions.filter(isRecordAction).filter((action) => !names || names.includes(action.name));
}

/** The actions of a resource that run on the list's selection. */
export function bulkActions(resource: ResourceModel): AssignAction[] {
  return resource.actions.filter(isBulkAction);
}

/** Whether the resource has record actions: the list then needs an actions column. */
export function hasRecordActions(resource: ResourceModel, names?: readonly string[]): boolean {
  return recordActions(resource, names).length > 0;
}

/** The status actions a resource also runs over many records at once (a `bulkPath`), on the list's selection. */
export function bulkStatusActions(resource: ResourceModel): StatusAction[] {
  return resource.actions.filter((action): action is StatusAction => action.kind === 'status' && action.bulkPath !== undefined);
}

/** Whether the resource has bulk actions: the list then offers row selection even without delete. */
export function hasBulkActions(resource: ResourceModel): boolean {
  return bulkActions(resource).length > 0 || bulkStatusActions(resource).length > 0 || (resource.bulkDownloads ?? []).length > 0;
}
