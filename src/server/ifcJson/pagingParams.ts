import { ApiError } from '../http/apiError';

/** The largest page an `/api/v1` list answers, as the rest of the API. */
export const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 100;

function wholeNumber(query: Readonly<Record<string, string>>, name: string, fallback: number, max: number): number {
  const text = query[name];
  if (text === undefined) return fallback;
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value > max) {
    throw new ApiError(400, { error: 'INVALID_QUERY', message: `${name} must be a whole number from 0 to ${max}; got "${text}".`, parameter: name });
  }
  return value;
}

/** `limit` (0 to 1000, default 100) and `skip` (default 0) of a list; 400 INVALID_QUERY for anything else. */
export function pagingParams(query: Readonly<Record<string, string>>): { limit: number; skip: number } {
  return { limit: wholeNumber(query, 'limit', DEFAULT_LIMIT, MAX_LIMIT), skip: wholeNumber(query, 'skip', 0, Number.MAX_SAFE_INTEGER) };
}
