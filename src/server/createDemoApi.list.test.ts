import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, startTestApi, type RunningTestApi } from './demoApi.testkit';

let api: RunningTestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

interface Page {
  data: { items: { _id: string; name?: string }[]; count?: number };
}

async function page(query: string): Promise<Page['data']> {
  const answer = await api.call('GET', `gadget/page?${query}`);
  expect(answer.status).toBe(200);
  return (answer.body as Page).data;
}

async function names(query: string): Promise<(string | undefined)[]> {
  return (await page(query)).items.map((item) => item.name);
}

describe('paged list', () => {
  it('answers {data:{items}} and adds count only when the count parameter is true', async () => {
    const withoutCount = await page('limit=2&skip=0');
    expect(withoutCount.items).toHaveLength(2);
    expect(withoutCount).not.toHaveProperty('count');
    expect((await page('limit=2&skip=0&collectionCount=false')).count).toBeUndefined();
    const withCount = await page('limit=2&skip=0&collectionCount=true');
    expect(withCount.count).toBe(4);
  });

  it('pages with limit and skip over the filtered records', async () => {
    expect(await names('sort=name&order=ASC&limit=2&skip=1')).toEqual(['bomba', 'Eixo']);
    const last = await page('sort=name&order=ASC&limit=2&skip=3&collectionCount=true');
    expect(last.items.map((item) => item.name)).toEqual(['Válvula']);
    expect(last.count).toBe(4);
  });

  it('sorts text ignoring case and accents, both ways', async () => {
    expect(await names('sort=name&order=ASC')).toEqual(['Agitador', 'bomba', 'Eixo', 'Válvula']);
    expect(await names('sort=name&order=DESC')).toEqual(['Válvula', 'Eixo', 'bomba', 'Agitador']);
  });

  it('sorts numbers numerically with missing values last', async () => {
    expect(await names('sort=weight&order=ASC')).toEqual(['bomba', 'Válvula', 'Agitador', 'Eixo']);
    expect(await names('sort=weight&order=DESC')).toEqual(['Agitador', 'Válvula', 'bomba', 'Eixo']);
  });

  it('filters text with each match type, ignoring case and accents', async () => {
    expect(await names('name=VALV')).toEqual(['Válvula']);
    expect(await names('name=bomba&nameMatchType=equals')).toEqual(['bomba']);
    expect(await names('name=bomb&nameMatchType=equals')).toEqual([]);
    expect(await names('name=AG&nameMatchType=startsWith')).toEqual(['Agitador']);
    expect(await names('name=ula&nameMatchType=endsWith')).toEqual(['Válvula']);
    expect(await names('name=a&nameMatchType=notContains&sort=name')).toEqual(['Eixo']);
  });

  it('filters enum, number, boolean and reference values, a comma list meaning any of', async () => {
    expect(await names('status=OLD,LOST&sort=name')).toEqual(['Agitador', 'bomba']);
    expect(await names('weight=100')).toEqual(['Agitador']);
    expect(await names('active=false&sort=name')).toEqual(['bomba', 'Eixo']);
    expect(await names(`ownerId=${ids.owner[0]}&sort=name`)).toEqual(['Agitador', 'Válvula']);
  });

  it('includes the last millisecond of the `to` day and not the next one', async () => {
    expect(await names('fromDate=2024-05-01&toDate=2024-05-31&sort=name')).toEqual(['bomba', 'Válvula']);
    expect(await names('fromDate=2024-05-01T00:00:00.001Z&sort=name')).toEqual(['Agitador', 'bomba']);
    expect(await names('toDate=2024-04-30&sort=name')).toEqual(['Eixo']);
  });

  it('filters by the ids parameter for getMany', async () => {
    const answer = await page(`_id=${ids.gadget[2]},${ids.gadget[0]}&sort=name`);
    expect(answer.items.map((item) => item._id)).toEqual([ids.gadget[2], ids.gadget[0]]);
  });

  it('refuses a parameter that is no filter of the definition, and a sort on a field that is not sortable', async () => {
    for (const query of [
      'unknown=1',
      'sort=code',
      'limit=abc',
      'limit=-1',
      'limit=NaN',
      'limit=1e309',
      'limit=1001',
      'skip=-5',
      'order=sideways',
      'nameMatchType=fuzzy&name=a',
      `name=${'a'.repeat(201)}`,
    ]) {
      const answer = await api.call('GET', `gadget/page?${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(answer.body).toMatchObject({ error: 'INVALID_QUERY', message: expect.any(String), traceId: expect.any(String) });
    }
  });

  it('searches the full text (q) over the text filters its records are found by, with the other filters and paging, and refuses a search too long', async () => {
    // gadget shows no representation: its first text filter, name, is what it is found by.
    expect(await names('q=VALV')).toEqual(['Válvula']);
    expect(await names('q=o&sort=name')).toEqual(['Agitador', 'bomba', 'Eixo']);
    expect(await names('q=o&sort=name&status=OLD')).toEqual(['bomba']);
    expect((await page('q=o&limit=1&collectionCount=true')).count).toBe(3);
    expect(await names('q=V-1')).toEqual([]);
    const long = await api.call('GET', `gadget/page?q=${'a'.repeat(201)}`);
    expect(long).toMatchObject({ status: 400, body: { error: 'INVALID_QUERY', message: expect.stringContaining('"q"') } });
  });

  it('answers at most 1000 records to a call without limit', async () => {
    const answer = await api.call('GET', 'gadget?sort=name');
    expect((answer.body as { data: unknown[] }).data.length).toBeLessThanOrEqual(1000);
    expect(answer.status).toBe(200);
  });
});

describe('lists without paging', () => {
  it('answers {data:[...]} at the base path, filtered and sorted', async () => {
    const answer = await api.call('GET', 'gadget?status=NEW&sort=name');
    expect(answer.status).toBe(200);
    expect((answer.body as { data: { name: string }[] }).data.map((item) => item.name)).toEqual(['Eixo', 'Válvula']);
  });

  it('answers every record at a list path declared unpaged, even with limit', async () => {
    const answer = await api.call('GET', 'note/all?sort=name&limit=1');
    expect(answer.body).toEqual({
      data: [
        { _id: 'n2', name: 'a' },
        { _id: 'n1', name: 'b' },
      ],
    });
  });
});

describe('list path equal to the base path', () => {
  it('is paged when limit or skip is given, with its own count parameter', async () => {
    const answer = await api.call('GET', 'owner/?limit=2&skip=0&count=true&sort=name');
    expect(answer.body).toEqual({ data: { items: [expect.objectContaining({ name: 'Ana' }), expect.objectContaining({ name: 'Bruno' })], count: 3 } });
  });

  it('answers the whole list without limit or skip', async () => {
    const answer = await api.call('GET', 'owner?name=a&sort=name');
    expect((answer.body as { data: { name: string }[] }).data.map((item) => item.name)).toEqual(['Ana', 'Carla']);
  });

  it('answers the same with and without the trailing slash', async () => {
    const withSlash = await api.call('GET', 'owner/?limit=1&skip=1&sort=name');
    const without = await api.call('GET', 'owner?limit=1&skip=1&sort=name');
    expect(withSlash.body).toEqual(without.body);
    expect((without.body as Page).data.items[0]?.name).toBe('Bruno');
  });
});
