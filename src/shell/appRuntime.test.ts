// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { userToken } from '../framework/auth/testTokens';
import { createPageCatalogue, NO_PAGES } from '../framework/pages/pageCatalogue';
import { testResourceModel } from '../framework/testing/testResourceModel';
import { AUTH_CHECK_FRESH_MS, createAppRuntime } from './appRuntime';

describe('createAppRuntime', () => {
  it("keeps a sign-in check fresh, so a page mounting soon after does not ask again (react-admin's key)", () => {
    const { queryClient } = createAppRuntime({
      model: { resources: [testResourceModel({ name: 'activity', route: 'activities' })] },
      pages: NO_PAGES,
      hash: undefined,
    });
    expect(queryClient.getQueryDefaults(['auth', 'checkAuth', {}]).staleTime).toBe(AUTH_CHECK_FRESH_MS);
    // Access answers and data keep their own freshness.
    expect(queryClient.getQueryDefaults(['activity', 'getOne', { id: 'a1' }]).staleTime).toBeUndefined();
  });

  it("says when the address's data is here: the first render waits for it, never for a failure", async () => {
    const model = { resources: [testResourceModel({ name: 'activity', route: 'activities' })] };
    localStorage.setItem('access_token', userToken('admin', ['admin']));
    const rows = { data: { items: [{ _id: 'a1', name: 'Pump' }], count: 1 } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    const runtime = createAppRuntime({ model, pages: NO_PAGES, hash: '#/activities' });
    await runtime.addressData;
    const key = ['activity', 'getList', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {}, meta: undefined }];
    expect(runtime.queryClient.getQueryData<{ total: number }>(key)?.total).toBe(1);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const failing = createAppRuntime({ model, pages: NO_PAGES, hash: '#/activities' });
    await expect(failing.addressData).resolves.toBeUndefined();
    expect(failing.queryClient.getQueryData(key)).toBeUndefined();
    // No address: nothing to wait for.
    await expect(createAppRuntime({ model, pages: NO_PAGES, hash: undefined }).addressData).resolves.toBeUndefined();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("asks nothing of a resource for a hand-written page whose address its `:id` route would match (spec's /elements/query)", async () => {
    const model = { resources: [testResourceModel({ name: 'element', route: 'elements' })] };
    localStorage.setItem('access_token', userToken('admin', ['admin']));
    const fetched = vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetched);
    const pages = createPageCatalogue([{ pages: [{ path: '/elements/query', access: [], component: () => null }] }]);
    await createAppRuntime({ model, pages, hash: '#/elements/query' }).addressData;
    const asked = fetched.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(asked.filter((url) => url.includes('element/query'))).toEqual([]);
    // Without the page, the address is the element's edit view: its record is asked for.
    await createAppRuntime({ model, pages: NO_PAGES, hash: '#/elements/query' }).addressData;
    expect(fetched.mock.calls.map((call) => String((call as unknown[])[0])).some((url) => url.includes('element/query'))).toBe(true);
    vi.unstubAllGlobals();
    localStorage.clear();
  });
});
