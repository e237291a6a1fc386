import { describe, expect, it } from 'vitest';
import { sampleModel } from '../testing/sampleModel';
import { ApiError } from './ApiError';
import { createDataProvider } from './createDataProvider';
import { HTTP_ERROR_CATALOGUE, when } from './errorCatalogue';
import type { RequestContext } from './requestHeaders';

interface Sent {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each request and answers from a queue of canned responses. */
function fakeFetch(...answers: { status?: number; body?: unknown; headers?: Record<string, string> }[]) {
  const sent: Sent[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    sent.push({
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://host'),
      headers,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift() ?? { status: 500 };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

const context: RequestContext = { lang: 'pt', token: 'tok', scopes: { project: 'p1', selectedProgram: 'g2', selectedContract: 'c4' } };

function provider(fake: ReturnType<typeof fakeFetch>, getRequestContext = () => context) {
  return createDataProvider({ model: sampleModel(), baseUrl: 'http://host/api', getRequestContext, fetch: fake.fetch });
}

const part = (id: string, name: string) => ({ _id: id, name });

describe('paginated data provider', () => {
  it('getList asks the declared list path with limit, skip, sort, filters and the count flag', async () => {
    const fake = fakeFetch({ body: { data: { items: [part('a1', 'Bomba')], count: 41 } } });
    const result = await provider(fake).getList('part', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'name', order: 'DESC' },
      filter: { name: 'bom', nameMatchType: 'startsWith', kind: 1, active: false, supplierId: 's1' },
    });
    const { url, method } = fake.sent[0]!;
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/api/part/page');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '20',
      skip: '40',
      sort: 'name',
      order: 'DESC',
      collectionCount: 'true',
      name: 'bom',
      nameMatchType: 'startsWith',
      kind: '1',
      active: 'false',
      supplierId: 's1',
    });
    expect(result).toEqual({ data: [{ _id: 'a1', name: 'Bomba', id: 'a1' }], total: 41 });
  });

  it('sends the headers of spec §7 on every request', async () => {
    const fake = fakeFetch({ body: { data: { items: [], count: 0 } } });
    await provider(fake).getList('part', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(fake.sent[0]!.headers).toMatchObject({
      authorization: 'Bearer tok',
      lang: 'pt',
      projectid: 'p1',
      'selected-global-id': 'global',
      'selected-program-id': 'g2',
      'selected-contract-id': 'c4',
    });
    expect(fake.sent[0]!.headers).not.toHaveProperty('selected-project-id');
  });

  it('leaves out the headers whose values are not set', async () => {
    const fake = fakeFetch({ body: { data: { items: [], count: 0 } } });
    await provider(fake, () => ({ lang: 'en' })).getList('part', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(Object.keys(fake.sent[0]!.headers).sort()).toEqual(['accept', 'lang', 'selected-global-id']);
  });

  it('turns a date range into the start of the first day and the end of the last, in local time', async () => {
    const fake = fakeFetch({ body: { data: { items: [], count: 0 } } });
    await provider(fake).getList('part', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { fromDate: '2026-03-01', toDate: '2026-03-31' },
    });
    const params = fake.sent[0]!.url.searchParams;
    expect(params.get('fromDate')).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).toISOString());
    expect(params.get('toDate')).toBe(new Date(2026, 2, 31, 23, 59, 59, 999).toISOString());
  });

  it('drops a match type that has no text beside it', async () => {
    const fake = fakeFetch({ body: { data: { items: [], count: 0 } } });
    await provider(fake).getList('part', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { nameMatchType: 'equals' } });
    expect(fake.sent[0]!.url.searchParams.has('nameMatchType')).toBe(false);
  });

  it('uses the count parameter a resource declares', async () => {
    const fake = fakeFetch({ body: { data: { items: [{ _id: 's1', name: 'ACME' }], count: 1 } } });
    await provider(fake).getList('supplier', { pagination: { page: 1, perPage: 5 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(fake.sent[0]!.url.pathname).toBe('/api/supplier');
    expect(fake.sent[0]!.url.searchParams.get('count')).toBe('true');
    expect(fake.sent[0]!.url.searchParams.has('collectionCount')).toBe(false);
  });

  it('pages, sorts and filters an unpaged list in the browser', async () => {
    const units = ['Metro', 'Quilo', 'Litro', 'Milímetro'].map((name, i) => ({ _id: `u${i}`, name }));
    const fake = fakeFetch({ body: { data: units } });
    const result = await provider(fake).getList('unit', { pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'ASC' }, filter: { name: 'm' } });
    expect(fake.sent[0]!.url.pathname).toBe('/api/unit');
    expect(fake.sent[0]!.url.search).toBe('');
    expect(result.total).toBe(2);
    expect(result.data.map((r) => r.name)).toEqual(['Metro']);
  });

  it('getOne reads { data: {...} } and exposes _id as id', async () => {
    const fake = fakeFetch({ body: { data: part('a 1', 'Válvula') } });
    const { data } = await provider(fake).getOne('part', { id: 'a 1' });
    expect(fake.sent[0]!.url.pathname).toBe('/api/part/a%201');
    expect(data).toEqual({ _id: 'a 1', name: 'Válvula', id: 'a 1' });
  });

  it('getMany uses the ids parameter when the resource declares one', async () => {
    const fake = fakeFetch({ body: { data: { items: [part('a1', 'X'), part('a2', 'Y')], count: 2 } } });
    const { data } = await provider(fake).getMany('part', { ids: ['a1', 'a2'] });
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]!.url.searchParams.get('_id')).toBe('a1,a2');
    expect(fake.sent[0]!.url.searchParams.get('limit')).toBe('2');
    expect(data.map((r) => r.id)).toEqual(['a1', 'a2']);
  });

  it('getMany of a long selection asks 200 ids a call, so each URL stays within what the API reads', async () => {
    const ids = Array.from({ length: 450 }, (_, index) => `a${index}`);
    const page = (from: number, to: number) => ({ body: { data: { items: ids.slice(from, to).map((id) => part(id, id)), count: to - from } } });
    const fake = fakeFetch(page(0, 200), page(200, 400), page(400, 450));
    const { data } = await provider(fake).getMany('part', { ids });
    expect(fake.sent.map((s) => s.url.searchParams.get('_id')!.split(',').length)).toEqual([200, 200, 50]);
    expect(data.map((r) => r.id)).toEqual(ids);
  });

  it('getMany falls back to one request per id', async () => {
    const fake = fakeFetch({ body: { data: { _id: 's1', name: 'A' } } }, { body: { data: { _id: 's2', name: 'B' } } });
    const { data } = await provider(fake).getMany('supplier', { ids: ['s1', 's2'] });
    expect(fake.sent.map((s) => s.url.pathname)).toEqual(['/api/supplier/s1', '/api/supplier/s2']);
    expect(data.map((r) => r.id)).toEqual(['s1', 's2']);
  });

  it('getMany of an unpaged resource is one call for the whole list, keeping the wanted records', async () => {
    const fake = fakeFetch({
      body: {
        data: [
          { _id: 'u1', name: 'A' },
          { _id: 'u2', name: 'B' },
          { _id: 'u3', name: 'C' },
        ],
      },
    });
    const { data } = await provider(fake).getMany('unit', { ids: ['u1', 'u3'] });
    expect(fake.sent.map((s) => s.url.pathname)).toEqual(['/api/unit']);
    expect(data.map((r) => r.id)).toEqual(['u1', 'u3']);
  });

  it('getManyReference filters the list by the target field', async () => {
    const fake = fakeFetch({ body: { data: { items: [part('a1', 'X')], count: 1 } } });
    const result = await provider(fake).getManyReference('part', {
      target: 'supplierId',
      id: 's9',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(fake.sent[0]!.url.searchParams.get('supplierId')).toBe('s9');
    expect(result.total).toBe(1);
  });

  it('create posts the record without id keys and reads the created one', async () => {
    const fake = fakeFetch({ status: 201, body: { data: { _id: 'n1', name: 'Nova' } } });
    const { data } = await provider(fake).create('part', { data: { name: 'Nova', id: 'x', _id: 'y' } });
    expect(fake.sent[0]).toMatchObject({ method: 'POST', body: { name: 'Nova' } });
    expect(fake.sent[0]!.url.pathname).toBe('/api/part');
    expect(fake.sent[0]!.headers['content-type']).toBe('application/json');
    expect(data).toEqual({ _id: 'n1', name: 'Nova', id: 'n1' });
  });

  it('update puts to {path}/{id}', async () => {
    const fake = fakeFetch({ body: { data: { _id: 'a1', name: 'Renomeada' } } });
    const { data } = await provider(fake).update('part', { id: 'a1', data: { id: 'a1', name: 'Renomeada' }, previousData: { id: 'a1' } });
    expect(fake.sent[0]).toMatchObject({ method: 'PUT', body: { name: 'Renomeada' } });
    expect(fake.sent[0]!.url.pathname).toBe('/api/part/a1');
    expect(data.name).toBe('Renomeada');
  });

  it('updateMany and deleteMany send one request per id and answer the ids', async () => {
    const fake = fakeFetch({ body: { data: part('a1', 'X') } }, { body: { data: part('a2', 'X') } }, { body: { data: part('a1', 'X') } }, { body: {} });
    const dp = provider(fake);
    expect(await dp.updateMany('part', { ids: ['a1', 'a2'], data: { name: 'X' } })).toEqual({ data: ['a1', 'a2'] });
    expect(await dp.deleteMany('part', { ids: ['a1', 'a2'] })).toEqual({ data: ['a1', 'a2'] });
    expect(fake.sent.map((s) => `${s.method} ${s.url.pathname}`)).toEqual([
      'PUT /api/part/a1',
      'PUT /api/part/a2',
      'DELETE /api/part/a1',
      'DELETE /api/part/a2',
    ]);
  });

  it('delete answers the deleted record, or the previous data when the body has none', async () => {
    const fake = fakeFetch({ body: { data: part('a1', 'X') } }, { status: 204 });
    const dp = provider(fake);
    expect((await dp.delete('part', { id: 'a1' })).data).toMatchObject({ id: 'a1', name: 'X' });
    expect((await dp.delete('part', { id: 'a2', previousData: { id: 'a2', name: 'Old' } })).data).toEqual({ id: 'a2', name: 'Old' });
  });

  it('runs a toggle action at its declared path', async () => {
    const fake = fakeFetch({ body: { data: { _id: 'a1', name: 'X', active: true } } });
    const { data } = await provider(fake).runAction('part', { action: 'activate', id: 'a1', value: true });
    expect(fake.sent[0]).toMatchObject({ method: 'PUT', body: { active: true } });
    expect(fake.sent[0]!.url.pathname).toBe('/api/part/a1/activate');
    expect(data).toMatchObject({ id: 'a1', active: true });
  });

  it('turns a 400 with field errors into an ApiError for the form', async () => {
    const body = { error: 'VALIDATION_ERROR', message: 'VALIDATION_ERROR', errors: [{ field: 'name', keyword: 'required', message: 'FIELD_IS_REQUIRED' }] };
    const fake = fakeFetch({ status: 400, body });
    const error = await provider(fake)
      .create('part', { data: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, display: 'fields', code: 'VALIDATION_ERROR', fieldErrors: body.errors });
  });

  it('classifies failures by the error catalogue', async () => {
    const cases: [number, unknown, string, string][] = [
      [409, { error: 'ERROR_TASK_HAS_LINK_WITH_ACTIVITY', message: 'ERROR_TASK_HAS_LINK_WITH_ACTIVITY' }, 'dialog', 'ERROR_TASK_HAS_LINK_WITH_ACTIVITY'],
      [404, { error: 'NOT_FOUND', message: 'x' }, 'dialog', 'errors.not_found'],
      [404, { message: 'Sem registro' }, 'dialog', 'Sem registro'],
      [401, {}, 'signIn', 'errors.unauthorized'],
      [403, {}, 'dialog', 'errors.forbidden'],
      [500, { error: 'INTERNAL_SERVER_ERROR', message: 'boom' }, 'dialog', 'errors.internal'],
      [502, undefined, 'dialog', 'errors.unavailable'],
      [418, undefined, 'dialog', 'errors.unknown'],
      [400, { error: 'SOME.CODE', message: 'SOME.CODE' }, 'dialog', 'SOME.CODE'],
    ];
    for (const [status, body, display, message] of cases) {
      const fake = fakeFetch({ status, body });
      const error = await provider(fake)
        .getOne('part', { id: 'a1' })
        .catch((e: unknown) => e);
      expect(error, `HTTP ${status}`).toMatchObject({ status, display, message });
    }
  });

  it('classifies with the catalogue it is given, its rows first', async () => {
    const fake = fakeFetch({ status: 400, body: { error: 'USER-WITHOUT-PROJECT', message: 'x' } });
    const catalogue = [{ status: 400, when: when.bodyCode('USER-WITHOUT-PROJECT'), display: 'joinProject' as const }, ...HTTP_ERROR_CATALOGUE];
    const dp = createDataProvider({ model: sampleModel(), baseUrl: 'http://host/api', getRequestContext: () => context, fetch: fake.fetch, catalogue });
    await expect(dp.getOne('part', { id: 'a1' })).rejects.toMatchObject({ status: 400, display: 'joinProject' });
  });

  it('reports a lost connection as status 0', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    const dp = createDataProvider({ model: sampleModel(), baseUrl: '/api', getRequestContext: () => context, fetch });
    await expect(dp.getOne('part', { id: 'a1' })).rejects.toMatchObject({ status: 0, message: 'errors.connection' });
  });

  it('says which call answered an unexpected shape', async () => {
    const fake = fakeFetch({ body: { items: [] } });
    await expect(provider(fake).getList('part', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} })).rejects.toThrow(
      'GET part/page: expected { data: { items, count } }',
    );
  });
});

describe('simple-rest resources', () => {
  it('go through ra-data-simple-rest at the declared path, with the same headers', async () => {
    const fake = fakeFetch({ body: [{ id: 'v1', name: 'Fornecedor' }], headers: { 'Content-Range': 'vendor 0-0/7' } });
    const original = globalThis.fetch;
    globalThis.fetch = fake.fetch;
    try {
      const result = await provider(fake).getList('vendor', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'name', order: 'ASC' },
        filter: { name: 'F' },
      });
      expect(result).toMatchObject({ data: [{ id: 'v1' }], total: 7 });
      const { url, headers } = fake.sent[0]!;
      expect(url.pathname).toBe('/api/vendor');
      expect(url.searchParams.get('range')).toBe('[0,9]');
      expect(headers).toMatchObject({ lang: 'pt', 'selected-global-id': 'global' });
    } finally {
      globalThis.fetch = original;
    }
  });
});
