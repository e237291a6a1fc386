import { MAX_BULK_IDS } from '../../framework/data/apiConventions';
import type { ResourceModel } from '../../framework/registry/types';
import { ApiError } from '../http/apiError';
import type { StoredRecord } from '../store/readCollectionFile';
import type { ActionContext } from './actionContext';
import { fieldRefusal, objectBody, typeError, type Body } from './actionInputs';

/** Body key of the records a bulk call names. */
export const BULK_IDS = 'ids';

/** One record a bulk call left as it was, with the code of why. */
export interface BulkFailure {
  id: string;
  error: string;
}

/** The answer of a bulk call: the records it did not change (empty when it changed every one). */
export interface BulkAnswer {
  failures: BulkFailure[];
}

/** The ids of a bulk body: 1 to MAX_BULK_IDS texts or numbers, each once; anything else refused at `ids`. */
function bulkIds(resource: ResourceModel, body: Body): string[] {
  const ids = body[BULK_IDS];
  const valid =
    Array.isArray(ids) &&
    ids.length > 0 &&
    ids.length <= MAX_BULK_IDS &&
    ids.every((id) => (typeof id === 'string' && id.trim() !== '') || typeof id === 'number');
  if (!valid) throw fieldRefusal(resource, { ...typeError(BULK_IDS, 'array'), params: { type: 'array', minItems: 1, maxItems: MAX_BULK_IDS } });
  const texts = ids.map(String);
  if (new Set(texts).size !== texts.length) throw fieldRefusal(resource, { field: BULK_IDS, keyword: 'uniqueItems', message: 'validation.uniqueItems' });
  return texts;
}

/**
 * Runs one record change over the records a bulk body names, each on its own: a record
 * missing (or out of the caller's view) or refused by the change's rules is answered back
 * with its code and left as it was; the others are written together in one store write, so
 * a failed write changes none. A refusal about the body itself (a missing reason, a field
 * error) is the same for every record: the whole call is refused with it and nothing changes.
 */
export function bulkRecords(
  context: ActionContext,
  resource: ResourceModel,
  rawBody: unknown,
  change: (record: StoredRecord, body: Body) => StoredRecord,
): BulkAnswer {
  const body = objectBody(resource, rawBody);
  const ids = bulkIds(resource, body);
  const failures: BulkFailure[] = [];
  const changed: StoredRecord[] = [];
  for (const id of ids) {
    const record = context.find(resource, id);
    if (!record) {
      failures.push({ id, error: 'NOT_FOUND' });
      continue;
    }
    try {
      changed.push(change(record, body));
    } catch (error) {
      if (!(error instanceof ApiError) || error.body.errors !== undefined) throw error;
      failures.push({ id, error: String(error.body.error) });
    }
  }
  if (changed.length > 0) context.write(resource, { replace: changed });
  return { failures };
}
