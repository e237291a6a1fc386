import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_APPLICATION } from '../../productApplication';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { toApiErrorBody } from './ApiError';
import { readItems, readPage, readRecord } from './responseShapes';

describe("the paginated style's answers", () => {
  const product = declaredApplication();
  afterEach(() => declareApplication(product));

  it("reads the product's `{data: ...}` envelope and `{items, count}` pages", () => {
    declareApplication(PRODUCT_APPLICATION);
    expect(readPage({ data: { items: [{ _id: 'a' }], count: 7 } }, 'book/page')).toEqual({ items: [{ _id: 'a' }], count: 7 });
    expect(readItems({ data: [{ _id: 'a' }, 3] }, 'book')).toEqual([{ _id: 'a' }]);
    expect(readRecord({ data: { _id: 'a' } }, 'book/a')).toEqual({ _id: 'a' });
    expect(() => readRecord({ _id: 'a' }, 'book/a')).toThrow('GET book/a: expected { data: {...} }');
  });

  it('reads the same envelope by default, and the one another application declares', () => {
    declareApplication({});
    expect(readPage({ data: { items: [], count: 0 } }, 'book')).toEqual({ items: [], count: 0 });
    declareApplication({ api: { paginated: { envelope: '', page: { items: 'rows', count: 'total' } } } });
    expect(readPage({ rows: [{ id: 1 }], total: 40 }, 'book')).toEqual({ items: [{ id: 1 }], count: 40 });
    expect(readRecord({ id: 1 }, 'book/1')).toEqual({ id: 1 });
    expect(() => readPage({ data: { items: [] } }, 'book')).toThrow('GET book: expected { rows, total }');
  });

  it("reads an error body as the engine does, or with the application's reader", () => {
    declareApplication({});
    expect(toApiErrorBody({ error: 'X', message: 'm', traceId: 't', extra: 1 })).toEqual({ error: 'X', message: 'm', traceId: 't', extra: { extra: 1 } });
    declareApplication({
      api: { readError: (body) => (typeof body === 'object' && body && 'detail' in body ? { error: 'PROBLEM', message: String(body.detail) } : undefined) },
    });
    expect(toApiErrorBody({ title: 'Conflict', detail: 'Taken' })).toEqual({ error: 'PROBLEM', message: 'Taken' });
    expect(toApiErrorBody({ error: 'X', message: 'm' })).toBeUndefined();
  });
});
