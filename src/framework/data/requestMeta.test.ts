import { describe, expect, it } from 'vitest';
import { sampleModel } from '../testing/sampleModel';
import { createDataProvider } from './createDataProvider';
import { requestContextOf } from './requestMeta';

/** A fetch that records the ProjectId header of each call and answers an empty page or record. */
function recordingFetch() {
  const projects: (string | null)[] = [];
  const fetch = async (_input: string | URL | Request, init: RequestInit = {}) => {
    projects.push(new Headers(init.headers).get('ProjectId'));
    return new Response(JSON.stringify({ data: { items: [], count: 0, _id: 'a1', name: 'x' } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, projects };
}

describe('requestContextOf', () => {
  it('reads the scope values a call asks for', () => {
    expect(requestContextOf({ scopes: { project: 'global' } })).toEqual({ scopes: { project: 'global' } });
    expect(requestContextOf({ scopes: { project: 'global', other: 7 } })).toEqual({ scopes: { project: 'global' } });
  });

  it('changes nothing for any other meta', () => {
    expect(requestContextOf(undefined)).toBeUndefined();
    expect(requestContextOf({ other: 1 })).toBeUndefined();
    expect(requestContextOf({ scopes: { project: 7 } })).toBeUndefined();
    expect(requestContextOf({ scopes: null })).toBeUndefined();
  });
});

describe("the paginated data provider and a call's meta", () => {
  it("sends the meta's project instead of the session's on every kind of call, and the session's without it", async () => {
    const fake = recordingFetch();
    const provider = createDataProvider({
      model: sampleModel(),
      baseUrl: 'http://host/api',
      getRequestContext: () => ({ lang: 'pt', token: 't', scopes: { project: 'p1' } }),
      fetch: fake.fetch,
    });
    const meta = { scopes: { project: 'global' } };
    await provider.getList('part', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {}, meta });
    await provider.getOne('part', { id: 'a1', meta });
    await provider.getMany('part', { ids: ['a1'], meta });
    await provider.getManyReference('part', {
      target: 'supplierId',
      id: 's1',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta,
    });
    await provider.create('part', { data: { name: 'x' }, meta });
    await provider.update('part', { id: 'a1', data: { name: 'y' }, previousData: { id: 'a1' }, meta });
    await provider.delete('part', { id: 'a1', meta });
    expect(
      fake.projects.every((project) => project === 'global'),
      fake.projects.join(),
    ).toBe(true);
    await provider.getOne('part', { id: 'a1' });
    expect(fake.projects.at(-1)).toBe('p1');
  });
});
