import { declaredApi } from '../registry/apiSection';
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

/** The body of a paginated answer, out of its envelope (`data`, as the application declares it). */
export function unwrapAnswer(json: unknown): unknown {
  const { envelope } = declaredApi().paginated;
  if (envelope === '') return json;
  return isRecord(json) ? json[envelope] : undefined;
}

/** The shape an answer should have had, for the error that says it did not: `{ data: <inner> }`. */
export function enveloped(inner: string): string {
  const { envelope } = declaredApi().paginated;
  return envelope === '' ? inner : `{ ${envelope}: ${inner} }`;
}

/** `{ data: { items, count } }`: a page of a paged list. */
export function readPage(json: unknown, path: string): { items: ApiRecord[]; count: number | undefined } {
  const data = unwrapAnswer(json);
  const page = declaredApi().paginated.page;
  const items = isRecord(data) ? data[page.items] : undefined;
  if (!isRecord(data) || !Array.isArray(items)) throw new UnexpectedResponseError(path, enveloped(`{ ${page.items}, ${page.count} }`), json);
  const count = data[page.count];
  return { items: items.filter(isRecord), count: typeof count === 'number' ? count : undefined };
}

/** `{ data: [...] }`: every record at once. */
export function readItems(json: unknown, path: string): ApiRecord[] {
  const data = unwrapAnswer(json);
  if (!Array.isArray(data)) throw new UnexpectedResponseError(path, enveloped('[...]'), json);
  return data.filter(isRecord);
}

/** `{ data: {...} }`: one record. */
export function readRecord(json: unknown, path: string): ApiRecord {
  const data = unwrapAnswer(json);
  if (!isRecord(data)) throw new UnexpectedResponseError(path, enveloped('{...}'), json);
  return data;
}
