import type { ResourceModel, SoftDelete } from '../../framework/registry/types';
import type { ActionContext } from './actionContext';
import type { ActionCall } from './actionHandler';
import { objectBody, textInput } from './actionInputs';
import { bulkRecords, type BulkAnswer } from './bulkRecords';

/**
 * Deletion that keeps the record (`PUT things/{id}/delete {reasonForDeletion}`): the
 * reason is required (blank → FIELD_IS_REQUIRED at its key); the record gets `flag`
 * true, the reason and `updatedAt`, and from then on answers 404 and leaves every list.
 * Answers the record as stored.
 */
export function softDelete(context: ActionContext, resource: ResourceModel, rule: SoftDelete, { params, body }: ActionCall): unknown {
  const record = context.get(resource, params.id ?? '');
  const reason = textInput(resource, objectBody(resource, body), rule.reason, true);
  const deleted = context.touched(resource, { ...record, [rule.flag]: true, [rule.reason]: reason });
  context.write(resource, { replace: [deleted] });
  return deleted;
}

/** Deletes with one reason the records of `{ids, <reason>}` (the rule's `bulkPath`), each done or refused on its own (bulkRecords). */
export function bulkSoftDelete(context: ActionContext, resource: ResourceModel, rule: SoftDelete, { body }: ActionCall): BulkAnswer {
  const reason = textInput(resource, objectBody(resource, body), rule.reason, true);
  return bulkRecords(context, resource, body, (record) => context.touched(resource, { ...record, [rule.flag]: true, [rule.reason]: reason }));
}
