import { describe, expect, it } from 'vitest';
import type { HttpClient, HttpRequest } from '../../framework/data/httpClient';
import { elementTimelinePath, fetchElementLevel, fetchElementNode, LEVEL_SIZE } from './elementTreeCalls';

const node = { _id: 'a', identifier: 'SIS-1', name: 'S', tree: 'SIS-1', childrenCount: 2, descendantsCount: 5, commissionableItemsCount: 0 };

/** An HTTP client that answers `data` and keeps the requests it was sent. */
function recording(data: unknown): { http: HttpClient; sent: HttpRequest[] } {
  const sent: HttpRequest[] = [];
  const http: HttpClient = (request) => {
    sent.push(request);
    return Promise.resolve({ status: 200, headers: new Headers(), json: { data } });
  };
  return { http, sent };
}

describe('the element tree calls', () => {
  it('read the roots, or a level under an element (its id encoded), the first LEVEL_SIZE of them', async () => {
    const { http, sent } = recording({ items: [node], count: 1 });
    expect(await fetchElementLevel(http, undefined)).toEqual({ items: [node], count: 1 });
    await fetchElementLevel(http, 'a/b');
    expect(sent.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: 'element/tree', query: { limit: String(LEVEL_SIZE) } },
      { method: 'GET', path: 'element/a%2Fb/childrens', query: { limit: String(LEVEL_SIZE) } },
    ]);
  });

  it("read an element's path and counts from its details, without its children", async () => {
    const { http, sent } = recording({ element: node, ancestors: [], childrens: [], childrensCount: 2 });
    expect(await fetchElementNode(http, '64d1')).toEqual(node);
    expect(sent[0]).toMatchObject({ path: 'element/64d1/details-with-childrens', query: { limit: '0' } });
  });

  it('name the timeline of an element by its route', () => {
    expect(elementTimelinePath('64d1')).toBe('/timeline/element/64d1');
  });
});
