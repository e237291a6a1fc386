import { ApiError } from './apiError';

/** A record a bulk call could not take, and its own refusal code. */
export interface BulkFailure {
  _id: string;
  error: string;
}

/** 409 BULK_REFUSED: nothing was written; each refused record with its code (src/contracts/taskBulk.ts `BulkFailures`). */
export function bulkRefused(failures: readonly BulkFailure[]): ApiError {
  return new ApiError(409, {
    error: 'BULK_REFUSED',
    message: `${failures.length} of the records cannot be taken; nothing was changed.`,
    failures: [...failures],
  });
}
