import { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, DataProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import type { RegistryModel } from '../registry/types';
import { testResourceModel } from '../testing/testResourceModel';
import { prepareRoute } from './prepareRoute';
import { testAuthProvider } from '../testing/testAuthProvider';

// The views' code is what the app's bundler splits off; here each one arrives at once.
vi.mock('./viewLoaders', () => ({
  VIEW_LOADERS: {
    list: async () => ({ default: () => null }),
    show: async () => ({ default: () => null }),
    create: async () => ({ default: () => null }),
    edit: async () => ({ default: () => null }),
  },
}));

const activity = testResourceModel({ name: 'activity', route: 'activities', references: { disciplineId: { resource: 'discipline' } } });
const model: RegistryModel = { resources: [activity] };

const signedIn: AuthProvider = testAuthProvider({ canAccess: async () => true });

function setup() {
  const getList = vi.fn(async () => ({ data: [{ id: 'a1' }], total: 1 }));
  const getOne = vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: { id, disciplineId: 'd1' } }));
  const getMany = vi.fn(async () => ({ data: [{ id: 'd1', name: 'Mechanical' }] }));
  const dataProvider = { getList, getOne, getMany } as unknown as DataProvider;
  const queryClient = new QueryClient();
  return { getList, getOne, getMany, queryClient, preparation: { queryClient, dataProvider, authProvider: signedIn, model } };
}

describe('prepareRoute', () => {
  it("settles once the list's page is in the cache, under the key react-admin's list reads", async () => {
    const { getList, queryClient, preparation } = setup();
    await prepareRoute(preparation, '#/activities?page=2&perPage=10&sort=code&order=DESC');
    expect(getList).toHaveBeenCalledTimes(1);
    const key = ['activity', 'getList', { pagination: { page: 2, perPage: 10 }, sort: { field: 'code', order: 'DESC' }, filter: {}, meta: undefined }];
    expect(queryClient.getQueryData(key)).toEqual(expect.objectContaining({ total: 1 }));
  });

  it('asks nothing again for a page already cached, and nothing for a list address without its parameters', async () => {
    const { getList, preparation } = setup();
    await prepareRoute(preparation, '#/activities?page=2');
    await prepareRoute(preparation, '#/activities?page=2');
    // Without page, sort or filter in the address, react-admin may show the parameters it stored instead.
    await prepareRoute(preparation, '#/activities');
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it("asks for a record's page: the record unless cached, then the records it points at", async () => {
    const { getOne, getMany, queryClient, preparation } = setup();
    await prepareRoute(preparation, '#/activities/a1');
    expect(getOne).toHaveBeenCalledTimes(1);
    expect(getMany).toHaveBeenCalledWith('discipline', { ids: ['d1'] });
    // A row of a list already holds the next record: only what it points at is asked.
    queryClient.setQueryData(['activity', 'getOne', { id: 'a2', meta: undefined }], { id: 'a2', disciplineId: 'd2' });
    await prepareRoute(preparation, '#/activities/a2/show');
    expect(getOne).toHaveBeenCalledTimes(1);
    expect(getMany).toHaveBeenLastCalledWith('discipline', { ids: ['d2'] });
  });

  it('prepares nothing for an address no generated view shows', () => {
    const { preparation } = setup();
    expect(prepareRoute(preparation, '#/home')).toBeUndefined();
    expect(prepareRoute(preparation, '#/activities/a1/tasks/x')).toBeUndefined();
  });

  it('settles even when the data cannot be had: the view asks again and shows the error', async () => {
    const { preparation } = setup();
    const failing = { ...preparation, dataProvider: { getList: async () => Promise.reject(new Error('offline')) } as unknown as DataProvider };
    await expect(prepareRoute(failing, '#/activities?page=3')).resolves.toBeUndefined();
  });
});
