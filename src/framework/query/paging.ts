import { listParams } from '../data/apiConventions';

export interface Paging {
  skip: number;
  /** Undefined: every record from `skip` on. */
  limit?: number;
}

function nonNegativeInteger(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * Reads `limit` and `skip`. A missing or unreadable `limit` means all records; a missing
 * or unreadable `skip` means 0. `limit=0` is an empty page.
 */
export function readPaging(params: Readonly<Record<string, string>>): Paging {
  const skip = nonNegativeInteger(params[listParams().skip]) ?? 0;
  const limit = nonNegativeInteger(params[listParams().limit]);
  return limit === undefined ? { skip } : { skip, limit };
}

/** The page of `items` that `paging` asks for. */
export function applyPaging<T>(items: readonly T[], paging: Paging): T[] {
  return paging.limit === undefined ? items.slice(paging.skip) : items.slice(paging.skip, paging.skip + paging.limit);
}
