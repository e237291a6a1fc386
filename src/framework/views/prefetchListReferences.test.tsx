// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { CoreAdminContext, RecordContextProvider, ReferenceFieldBase, ResourceContextProvider, useRecordContext, type DataProvider } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { testResourceModel } from '../testing/testResourceModel';
import { listReferencedIds, prefetchListReferences } from './prefetchListReferences';

const activity = testResourceModel({
  name: 'activity',
  list: {
    columns: [
      { field: 'disciplineId', sortable: true },
      { field: 'responsibles', sortable: true },
    ],
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
    choicesPerPage: 25,
    filters: [],
  },
  references: { disciplineId: { resource: 'discipline' }, responsibles: { resource: 'user' }, elementId: { resource: 'element' } },
});
const rows = [
  { id: 'a1', disciplineId: 'd1', responsibles: ['u1', 'u2'], elementId: 'e1' },
  { id: 'a2', disciplineId: 'd1', responsibles: [], elementId: 'e2' },
  { id: 'a3', disciplineId: 'd2', responsibles: ['u2'] },
  { id: 'a4', disciplineId: null },
];

/** A role that reads every referenced resource. */
const READ_ALL = { mayRead: () => true };

const dataProviderWith = () => {
  const getMany = vi.fn(async (resource: string, { ids }: { ids: string[] }) => ({ data: ids.map((id) => ({ id, name: `${resource} ${id}` })) }));
  return { getMany, dataProvider: { getMany } as unknown as DataProvider };
};

function DisciplineName() {
  const record = useRecordContext<{ name: string }>();
  return <span>{record?.name ?? 'loading'}</span>;
}

describe('listReferencedIds', () => {
  it("names each id the page's columns point at once, by resource; columns not shown are left out", () => {
    expect(listReferencedIds(activity, rows)).toEqual(
      new Map([
        ['discipline', ['d1', 'd2']],
        ['user', ['u1', 'u2']],
      ]),
    );
  });
});

describe('prefetchListReferences', () => {
  it('asks once per referenced resource, and a reference field shows the name at its first render without asking', async () => {
    const queryClient = new QueryClient();
    const { getMany, dataProvider } = dataProviderWith();
    await prefetchListReferences(queryClient, dataProvider, activity, rows, READ_ALL);
    expect(getMany.mock.calls.map(([resource, { ids }]) => [resource, ids])).toEqual([
      ['discipline', ['d1', 'd2']],
      ['user', ['u1', 'u2']],
    ]);
    render(
      <MemoryRouter>
        <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
          <ResourceContextProvider value="activity">
            <RecordContextProvider value={rows[2]}>
              <ReferenceFieldBase source="disciplineId" reference="discipline">
                <DisciplineName />
              </ReferenceFieldBase>
            </RecordContextProvider>
          </ResourceContextProvider>
        </CoreAdminContext>
      </MemoryRouter>,
    );
    // Synchronously: the name is there from the first render.
    expect(screen.getByText('discipline d2')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getMany).toHaveBeenCalledTimes(2);
  });

  it('asks only for ids not already cached (the next page shares most of them)', async () => {
    const queryClient = new QueryClient();
    const { getMany, dataProvider } = dataProviderWith();
    await prefetchListReferences(queryClient, dataProvider, activity, rows.slice(0, 1), READ_ALL);
    getMany.mockClear();
    await prefetchListReferences(queryClient, dataProvider, activity, rows, READ_ALL);
    expect(getMany.mock.calls.map(([resource, { ids }]) => [resource, ids])).toEqual([['discipline', ['d2']]]);
  });

  it('leaves a failed request to the fields, which ask themselves', async () => {
    const queryClient = new QueryClient();
    const dataProvider = { getMany: async () => Promise.reject(new Error('offline')) } as unknown as DataProvider;
    await expect(prefetchListReferences(queryClient, dataProvider, activity, rows, READ_ALL)).resolves.toBeUndefined();
    expect(queryClient.getQueryData(['discipline', 'getMany', { ids: ['d1'], meta: undefined }])).toBeUndefined();
  });

  it("asks nothing of a resource the user's role may not read, as its fields do not", async () => {
    const queryClient = new QueryClient();
    const { getMany, dataProvider } = dataProviderWith();
    await prefetchListReferences(queryClient, dataProvider, activity, rows, { mayRead: (resource) => resource !== 'user' });
    expect(getMany.mock.calls.map(([resource]) => resource)).toEqual(['discipline']);
  });
});
