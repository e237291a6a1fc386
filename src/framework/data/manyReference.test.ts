import { describe, expect, it } from 'vitest';
import { sampleModel } from '../testing/sampleModel';
import { createDataProvider } from './createDataProvider';

/** A fetch that records the query of each call and answers an empty page. */
function recordingFetch() {
  const queries: URLSearchParams[] = [];
  const fetch = async (input: string | URL | Request) => {
    queries.push(new URL(String(input)).searchParams);
    return new Response(JSON.stringify({ data: { items: [], count: 0 } }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, queries };
}

describe("getManyReference (the records of a show page's related list)", () => {
  const model = sampleModel();
  const part = model.resources.find((resource) => resource.name === 'part')!;
  // A list of ids (`tags[]`) has no parameter of its own: a filter declares one.
  part.list.filters = [...part.list.filters, { ...part.list.filters[0]!, field: 'tags[]', param: 'tag', kind: 'reference' }];
  const fake = recordingFetch();
  const provider = createDataProvider({ model, baseUrl: 'http://host/api', getRequestContext: () => ({ lang: 'pt' }), fetch: fake.fetch });
  const params = { id: 't1', pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };

  it('asks by the target field itself', async () => {
    await provider.getManyReference('part', { ...params, target: 'supplierId' });
    expect(fake.queries.at(-1)?.get('supplierId')).toBe('t1');
  });

  it('asks for a path through a list by the parameter of the filter declared on it', async () => {
    await provider.getManyReference('part', { ...params, target: 'tags[]' });
    expect(fake.queries.at(-1)?.get('tag')).toBe('t1');
    expect(fake.queries.at(-1)?.has('tags[]')).toBe(false);
  });
});
