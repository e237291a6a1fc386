import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, startProjectApi, type Answer, type RunningTestApi } from '../demoApi.testkit';

type Element = { _id: string; identifier: string; name: string; elementTypeId: string; projectId: string };
const elements = JSON.parse(readFileSync(join(PROJECT_ROOT, 'fixtures', 'element.json'), 'utf8')) as Element[];
const [first] = elements;
const types = [...new Set(elements.map((element) => element.elementTypeId))];
/** Another of the admin's projects, which holds none of the fixtures' elements. */
const OTHER_PROJECT = '63c82aadc47268868282b4d9';

let api: RunningTestApi;
beforeAll(async () => {
  api = await startProjectApi('element-lookups');
});
afterAll(() => api.close());

const identifiers = (answer: Answer) => (answer.body as { data: { items: Element[]; count: number } }).data.items.map((element) => element.identifier);
const sorted = (list: Element[]) => list.map((element) => element.identifier).sort((a, b) => a.localeCompare(b));

describe('GET element/{identifier}/to-id', () => {
  it("answers the element's id from its identifier, to whoever may list elements", async () => {
    const member = await api.as('member');
    expect(await member('GET', `element/${encodeURIComponent(first!.identifier)}/to-id`)).toMatchObject({
      status: 200,
      body: { data: { _id: first!._id, identifier: first!.identifier, name: first!.name } },
    });
  });

  it('answers 404 for an identifier the project lacks (matched exactly), and for an element of another project', async () => {
    expect((await api.call('GET', `element/${first!.identifier.toLowerCase()}/to-id`)).status).toBe(404);
    expect((await api.call('GET', 'element/NO-SUCH-TAG/to-id')).status).toBe(404);
    expect((await api.call('GET', `element/${first!.identifier}/to-id`, undefined, { ProjectId: OTHER_PROJECT })).status).toBe(404);
    expect((await api.anonymous('GET', `element/${first!.identifier}/to-id`)).status).toBe(401);
  });
});

describe('GET element/by-type and element/by-types', () => {
  it('answer the elements of the types asked, by identifier, paged', async () => {
    const ofFirst = elements.filter((element) => element.elementTypeId === types[0]);
    const byType = await api.call('GET', `element/by-type?elementTypeId=${types[0]}`);
    expect(identifiers(byType)).toEqual(sorted(ofFirst));
    expect((byType.body as { data: { count: number } }).data.count).toBe(ofFirst.length);

    const two = types.slice(0, 2);
    const ofTwo = elements.filter((element) => two.includes(element.elementTypeId));
    expect(identifiers(await (await api.as('read-only'))('GET', `element/by-types?elementTypeIds=${two.join(',')}`))).toEqual(sorted(ofTwo));
    expect(identifiers(await api.call('GET', `element/by-types?elementTypeIds=${two.join(',')}&skip=1&limit=2`))).toEqual(sorted(ofTwo).slice(1, 3));
  });

  it("answer nothing for an unknown type or another project's, and refuse a malformed query", async () => {
    expect(identifiers(await api.call('GET', 'element/by-type?elementTypeId=000000000000000000000000'))).toEqual([]);
    expect(identifiers(await api.call('GET', `element/by-type?elementTypeId=${types[0]}`, undefined, { ProjectId: OTHER_PROJECT }))).toEqual([]);
    expect(await api.call('GET', 'element/by-type')).toMatchObject({ status: 400, body: { error: 'INVALID_QUERY' } });
    expect(await api.call('GET', 'element/by-types?elementTypeIds=a,,b')).toMatchObject({ status: 400, body: { error: 'INVALID_QUERY' } });
    expect(await api.call('GET', `element/by-type?elementTypeId=${types[0]}&name=x`)).toMatchObject({ status: 400, body: { error: 'INVALID_QUERY' } });
  });
});
