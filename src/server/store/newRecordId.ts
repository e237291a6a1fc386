import { randomHexId } from './randomHexId';

/**
 * An id for a new record. Collections whose ids are all numbers (simple-rest demo data)
 * get the next number; every other collection gets 24 lowercase hex characters, the
 * shape of the product's ids.
 */
export function newRecordId(existingIds: readonly unknown[]): string | number {
  if (existingIds.length > 0 && existingIds.every((id) => typeof id === 'number' && Number.isInteger(id))) {
    return Math.max(...(existingIds as number[])) + 1;
  }
  return randomHexId();
}
