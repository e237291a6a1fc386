import type { ExclusiveAction } from '../../framework/registry/types';
import type { StoredRecord } from '../store/readCollectionFile';
import type { ActionHandler } from './actionHandler';
import { sameValue } from './sameValue';

/**
 * Makes the record the only one of its group with `field` true (the standard plan of a
 * discipline and class): the record gets true, every other record whose `scope` fields
 * all equal the record's and that holds true gets false. Records of other groups, and
 * those already not true, are left alone. One write; answers the record.
 */
export const exclusiveAction: ActionHandler<ExclusiveAction> = (context, resource, action, { params }) => {
  const record = context.get(resource, params.id ?? '');
  const idField = resource.api.idField;
  const date = context.now();
  const inGroup = (other: StoredRecord): boolean => action.scope.every((key) => sameValue(other[key] ?? null, record[key] ?? null));
  const cleared = context
    .all(resource)
    .filter((other) => !sameValue(other[idField], record[idField]) && other[action.field] === true && inGroup(other))
    .map((other) => context.touched(resource, { ...other, [action.field]: false }, date));
  const chosen = context.touched(resource, { ...record, [action.field]: true }, date);
  context.write(resource, { replace: [chosen, ...cleared] });
  return chosen;
};
