import type { ApiRecord } from './recordMapping';

/** The API answered with a body the admin cannot read: says which call and what came. */
export class UnexpectedResponseError extends Error {
  constructor(path: string, expected: string, received: unknown) {
    const shown = JSON.stringify(received)?.slice(0, 200) ?? String(received);
    super(`GET ${path}: expected ${expected}, received ${shown}`);
    this.name = 'UnexpectedResponseError';
  }
}

function isRecord(value: unknown): value is ApiRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `{ data: { items, count } }`: a page of a paged list. */
export function readPage(json: unknown, path: string): { items: ApiRecord[]; count: number | undefined } {
  const data = isRecord(json) ? json.data : undefined;
  if (!isRecord(data) || !Array.isArray(data.items)) throw new UnexpectedResponseError(path, '{ data: { items, count } }', json);
  return { items: data.items.filter(isRecord), count: typeof data.count === 'number' ? data.count : undefined };
}

/** `{ data: [...] }`: every record at once. */
export function readItems(json: unknown, path: string): ApiRecord[] {
  const data = isRecord(json) ? json.data : undefined;
  if (!Array.isArray(data)) throw new UnexpectedResponseError(path, '{ data: [...] }', json);
  return data.filter(isRecord);
}

/** `{ data: {...} }`: one record. */
export function readRecord(json: unknown, path: string): ApiRecord {
  const data = isRecord(json) ? json.data : undefined;
  if (!isRecord(data)) throw new UnexpectedResponseError(path, '{ data: {...} }', json);
  return data;
}
