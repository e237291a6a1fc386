// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { CoreAdminContext, ListBase, useListContext, type AuthProvider, type DataProvider } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { RegistryModel } from '../registry/types';
import { testResourceModel } from '../testing/testResourceModel';
import { prefetchRouteList, routeListParams } from './prefetchRouteList';
import { testAuthProvider } from '../testing/testAuthProvider';

const activity = testResourceModel({ name: 'activity', route: 'activities' });
const model: RegistryModel = { resources: [activity] };

const dataProviderWith = () => {
  const getList = vi.fn(async () => ({ data: [{ id: 'a1', name: 'Pump' }], total: 1 }));
  return { getList, dataProvider: { getList } as unknown as DataProvider };
};
const allowAll = (allowed = true): AuthProvider => testAuthProvider({ canAccess: async () => allowed });

function Total() {
  const { total, isPending } = useListContext();
  return <p>{isPending ? 'pending' : `total ${total}`}</p>;
}

/** The list as the generated list mounts it (definition's sort and page size, address only). */
const renderList = (queryClient: QueryClient, dataProvider: DataProvider, url: string, authProvider?: AuthProvider) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient} {...(authProvider ? { authProvider } : {})}>
        <ListBase resource="activity" sort={activity.list.sort} perPage={activity.list.perPage} storeKey={false} loading={<p>loading</p>}>
          <Total />
        </ListBase>
      </CoreAdminContext>
    </MemoryRouter>,
  );

describe('routeListParams', () => {
  it("reads page, size, sort and filter as react-admin's list does, with the definition's defaults", () => {
    expect(routeListParams(activity, '#/activities')).toEqual({ pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(routeListParams(activity, '#/activities?page=3&perPage=100&sort=code&order=DESC&filter=%7B%22q%22%3A%22pump%22%7D')).toEqual({
      pagination: { page: 3, perPage: 100 },
      sort: { field: 'code', order: 'DESC' },
      filter: { q: 'pump' },
    });
  });

  it('gives up on an address it cannot read the way the list will', () => {
    expect(routeListParams(activity, '#/activities?page=x')).toBeUndefined();
    expect(routeListParams(activity, '#/activities?perPage=0')).toBeUndefined();
    expect(routeListParams(activity, '#/activities?filter=%7Bbroken')).toBeUndefined();
    expect(routeListParams(activity, '#/activities?filter=%5B1%5D')).toBeUndefined();
    expect(routeListParams(activity, '#/activities?sort=code')).toBeUndefined();
  });
});

describe('prefetchRouteList', () => {
  it('asks for the rows once: the list mounting after it finds them without asking again', async () => {
    const queryClient = new QueryClient();
    const { getList, dataProvider } = dataProviderWith();
    const hash = '#/activities?page=2&perPage=10&sort=code&order=DESC';
    await prefetchRouteList({ queryClient, dataProvider, authProvider: allowAll(), model, hash });
    expect(getList).toHaveBeenCalledTimes(1);
    renderList(queryClient, dataProvider, '/activities?page=2&perPage=10&sort=code&order=DESC');
    expect(await screen.findByText('total 1')).toBeTruthy();
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it("keeps the user's access, so the list shows its rows on its first render rather than a loading state", async () => {
    const queryClient = new QueryClient();
    const { dataProvider } = dataProviderWith();
    const authProvider = allowAll();
    await prefetchRouteList({ queryClient, dataProvider, authProvider, model, hash: '#/activities' });
    renderList(queryClient, dataProvider, '/activities', authProvider);
    // Synchronously: no round of asking the auth provider first.
    expect(screen.getByText('total 1')).toBeTruthy();
  });

  it('asks for nothing off a list, for a user not signed in, or for one not allowed to see it', async () => {
    const { getList, dataProvider } = dataProviderWith();
    const queryClient = new QueryClient();
    await prefetchRouteList({ queryClient, dataProvider, authProvider: allowAll(), model, hash: '#/activities/a1/show' });
    await prefetchRouteList({ queryClient, dataProvider, authProvider: allowAll(false), model, hash: '#/activities' });
    const signedOut = { ...allowAll(), checkAuth: async () => Promise.reject(new Error('signed out')) };
    await prefetchRouteList({ queryClient, dataProvider, authProvider: signedOut, model, hash: '#/activities' });
    expect(getList).not.toHaveBeenCalled();
  });

  it("asks for the records its rows point at in the page's columns, once the rows are here", async () => {
    const withDiscipline = testResourceModel({
      name: 'activity',
      route: 'activities',
      list: { columns: [{ field: 'disciplineId', sortable: true }], sort: { field: 'name', order: 'ASC' }, perPage: 25, choicesPerPage: 25, filters: [] },
      references: { disciplineId: { resource: 'discipline' } },
    });
    const getList = vi.fn(async () => ({ data: [{ id: 'a1', disciplineId: 'd1' }], total: 1 }));
    const getMany = vi.fn(async () => ({ data: [{ id: 'd1', name: 'Piping' }] }));
    const queryClient = new QueryClient();
    await prefetchRouteList({
      queryClient,
      dataProvider: { getList, getMany } as unknown as DataProvider,
      authProvider: allowAll(),
      model: { resources: [withDiscipline] },
      hash: '#/activities',
    });
    expect(getMany).toHaveBeenCalledWith('discipline', { ids: ['d1'] });
    expect(queryClient.getQueryData(['discipline', 'getMany', { ids: ['d1'], meta: undefined }])).toEqual([{ id: 'd1', name: 'Piping' }]);
  });
});
