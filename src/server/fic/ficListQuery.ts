import { ApiError } from '../http/apiError';
import { FIC_STATUSES, type FicStatus } from './ficSeed';

/** The filters and paging of a FIC list (spec §7: siteId, status, number, imported, pageSize, pageno, collectionCount). */
export interface FicListQuery {
  status?: FicStatus;
  /** Part of the row's number or of one of its items' numbers. */
  number?: string;
  imported?: boolean;
  pageSize: number;
  /** 1-based. */
  pageno: number;
  collectionCount: boolean;
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;
const MAX_NUMBER_LENGTH = 60;

function refuse(message: string): ApiError {
  return new ApiError(400, { error: 'VALIDATION_ERROR', message });
}

function flag(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw refuse(`${name} must be true or false, not "${value}".`);
}

function positive(value: string | undefined, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > max) throw refuse(`${name} must be a whole number from 1 to ${max}, not "${value.slice(0, 40)}".`);
  return number;
}

/** Reads a list's query (or a filter import's `filter`); 400 VALIDATION_ERROR names the first bad value. */
export function readFicListQuery(query: Readonly<Record<string, unknown>>): FicListQuery {
  const text = (name: string): string | undefined => {
    const value = query[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'boolean' || typeof value === 'number') return String(value);
    if (typeof value !== 'string') throw refuse(`${name} must be a text.`);
    return value;
  };
  const status = text('status');
  if (status !== undefined && status !== '' && !(FIC_STATUSES as readonly string[]).includes(status)) throw refuse(`status must be one of ${FIC_STATUSES.join(', ')}, not "${status.slice(0, 40)}".`);
  const number = text('number')?.trim();
  if (number !== undefined && number.length > MAX_NUMBER_LENGTH) throw refuse(`number is at most ${MAX_NUMBER_LENGTH} characters.`);
  const imported = flag(text('imported'), 'imported');
  return {
    ...(status ? { status: status as FicStatus } : {}),
    ...(number ? { number } : {}),
    ...(imported !== undefined ? { imported } : {}),
    pageSize: positive(text('pageSize'), 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    pageno: positive(text('pageno'), 'pageno', 1),
    collectionCount: flag(text('collectionCount'), 'collectionCount') ?? false,
  };
}
