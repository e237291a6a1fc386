import type { ActionRefusal } from '../../framework/registry/types';
import { ApiError } from '../http/apiError';
import type { StoredRecord } from '../store/readCollectionFile';
import { definedCode } from '../http/errorCodes';

/**
 * The first refusal whose field holds one of its values in the stored record. A missing
 * field reads as null, so `in: [null]` refuses records without it.
 */
export function findRefusal(refusals: readonly ActionRefusal[] | undefined, record: StoredRecord): ActionRefusal | undefined {
  return refusals?.find((refusal) => {
    const value = record[refusal.field] ?? null;
    return refusal.in.some((refused) => refused === value);
  });
}

/** The answer of a refusal: its status (400 unless told) and `{error, message}` with its code. */
export function refusalError(refusal: ActionRefusal): ApiError {
  return new ApiError(refusal.status ?? 400, { error: definedCode(refusal.error), message: refusal.error });
}
