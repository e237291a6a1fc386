// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callTestWrapper, fakeHttp } from '../../framework/testing/callTestKit';
import { elementTimelinePath } from '../timeline/timelineRoutes';
import { LEVEL_SIZE } from './elementTree';
import { useElementDetails } from './useElementDetails';
import { useElementLevel } from './useElementLevel';

const node = { _id: 'a', identifier: 'SIS-1', name: 'S', tree: 'SIS-1', childrenCount: 2, descendantsCount: 5, commissionableItemsCount: 0 };

describe('the element tree reads', () => {
  it('read the roots, or a level under an element (its id encoded), the first LEVEL_SIZE of them', async () => {
    const { http, sent } = fakeHttp(() => ({ json: { data: { items: [node], count: 1 } } }));
    const wrapper = callTestWrapper(http);
    const roots = renderHook(() => useElementLevel(undefined), { wrapper });
    await waitFor(() => expect(roots.result.current.data).toEqual({ items: [node], count: 1 }));
    const children = renderHook(() => useElementLevel('a/b'), { wrapper });
    await waitFor(() => expect(children.result.current.isPending).toBe(false));
    expect(sent.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: 'element/tree', query: { limit: String(LEVEL_SIZE) } },
      { method: 'GET', path: 'element/a%2Fb/childrens', query: { limit: String(LEVEL_SIZE) } },
    ]);
  });

  it('say a level failed instead of loading for ever', async () => {
    const { http } = fakeHttp(() => ({ status: 500, body: { error: 'INTERNAL_ERROR', message: 'down' } }));
    const { result } = renderHook(() => useElementLevel(undefined), { wrapper: callTestWrapper(http) });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current).toMatchObject({ isPending: false, data: undefined });
  });

  it("read an element's path and counts from its details, without its children", async () => {
    const { http, sent } = fakeHttp(() => ({ json: { data: { element: node, ancestors: [], childrens: [], childrensCount: 2 } } }));
    const { result } = renderHook(() => useElementDetails('64d1'), { wrapper: callTestWrapper(http) });
    await waitFor(() => expect(result.current.node).toEqual(node));
    expect(sent[0]).toMatchObject({ path: 'element/64d1/details-with-childrens', query: { limit: '0' } });
  });

  it('name the timeline of an element by its route', () => {
    expect(elementTimelinePath('64d1')).toBe('/timeline/element/64d1');
  });
});
