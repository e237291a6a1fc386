// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { CoreAdminContext, EditBase, useRecordContext, type AuthProvider, type DataProvider } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { normalizeAccess } from '../registry/access';
import type { RegistryModel } from '../registry/types';
import { testResourceModel } from '../testing/testResourceModel';
import { prefetchRouteRecord, referencedIds, routeRecordId } from './prefetchRouteRecord';
import { testAuthProvider } from '../testing/testAuthProvider';

const activity = testResourceModel({
  name: 'activity',
  route: 'activities',
  references: { disciplineId: { resource: 'discipline' }, responsibles: { resource: 'user' } },
});
const model: RegistryModel = { resources: [activity] };

const dataProviderWith = () => {
  const getOne = vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: { id, name: 'Pump', disciplineId: 'd1', responsibles: ['u1', 'u2'] } }));
  const getMany = vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids.map((id) => ({ id, name: `Name ${id}` })) }));
  return { getOne, getMany, dataProvider: { getOne, getMany } as unknown as DataProvider };
};
const allow = (allowed = true): AuthProvider => testAuthProvider({ canAccess: async () => allowed });

function Name() {
  const record = useRecordContext<{ name: string }>();
  return <p>{record ? `name ${record.name}` : 'pending'}</p>;
}

describe('routeRecordId', () => {
  it("reads the record's id as react-router decodes it, under a route of one or more segments", () => {
    expect(routeRecordId('activities', '#/activities/a%2F1/show?x=1')).toBe('a/1');
    expect(routeRecordId('settings/users', '#/settings/users/u7')).toBe('u7');
    expect(routeRecordId('activities', '#/activities/%E0%A4%A')).toBeUndefined();
  });
});

describe('referencedIds', () => {
  it('lists the ids of each reference field, one or many, and skips empty ones', () => {
    expect(referencedIds(activity, { id: 'a1', disciplineId: 'd1', responsibles: ['u1', '', 7] })).toEqual([
      { resource: 'discipline', ids: ['d1'] },
      { resource: 'user', ids: ['u1', 7] },
    ]);
    expect(referencedIds(activity, { id: 'a1', disciplineId: '', responsibles: [] })).toEqual([]);
  });
});

describe('prefetchRouteRecord', () => {
  it('asks for the record once: the edit page mounting after it shows it on its first render without asking again', async () => {
    const queryClient = new QueryClient();
    const { getOne, dataProvider } = dataProviderWith();
    const authProvider = allow();
    await prefetchRouteRecord({ queryClient, dataProvider, authProvider, model, hash: '#/activities/a1' });
    expect(getOne).toHaveBeenCalledTimes(1);
    render(
      <MemoryRouter>
        <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient} authProvider={authProvider}>
          <EditBase resource="activity" id="a1" loading={<p>loading</p>}>
            <Name />
          </EditBase>
        </CoreAdminContext>
      </MemoryRouter>,
    );
    // On the first render: neither the record nor the user's access is asked for first.
    expect(screen.getByText('name Pump')).toBeTruthy();
    expect(getOne).toHaveBeenCalledTimes(1);
    // The records it points at, under the keys its reference fields read.
    expect(queryClient.getQueryData(['discipline', 'getMany', { ids: ['d1'] }])).toEqual([{ id: 'd1', name: 'Name d1' }]);
    expect(queryClient.getQueryData(['user', 'getMany', { ids: ['u1', 'u2'] }])).toHaveLength(2);
  });

  it('asks for nothing off a record page, for a user not signed in, or for one not allowed to see it', async () => {
    const { getOne, getMany, dataProvider } = dataProviderWith();
    const queryClient = new QueryClient();
    await prefetchRouteRecord({ queryClient, dataProvider, authProvider: allow(), model, hash: '#/activities' });
    await prefetchRouteRecord({ queryClient, dataProvider, authProvider: allow(), model, hash: '#/activities/create' });
    await prefetchRouteRecord({ queryClient, dataProvider, authProvider: allow(false), model, hash: '#/activities/a1/show' });
    const signedOut = { ...allow(), checkAuth: async () => Promise.reject(new Error('signed out')) };
    await prefetchRouteRecord({ queryClient, dataProvider, authProvider: signedOut, model, hash: '#/activities/a1' });
    expect(getOne).not.toHaveBeenCalled();
    expect(getMany).not.toHaveBeenCalled();
  });

  it("asks nothing of the records it points at that the user's role may not read (the API would refuse)", async () => {
    const { getMany, dataProvider } = dataProviderWith();
    const withRules: RegistryModel = {
      resources: [activity, testResourceModel({ name: 'discipline' }), testResourceModel({ name: 'user', access: normalizeAccess({ roles: ['ADMIN'] }) })],
    };
    const authProvider = testAuthProvider({ canAccess: async () => true, getPermissions: async () => ({ roles: ['USER'], userId: 'u9', projectIds: ['p1'] }) });
    await prefetchRouteRecord({ queryClient: new QueryClient(), dataProvider, authProvider, model: withRules, hash: '#/activities/a1/show' });
    expect(getMany.mock.calls.map(([resource]) => resource)).toEqual(['discipline']);
  });
});
