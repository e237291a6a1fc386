// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { CoreAdminContext, ListBase, useListContext, type DataProvider, type GetListParams } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RegistryProvider } from '../registry/RegistryContext';
import { testResourceModel } from '../testing/testResourceModel';
import { PrefetchNextPage } from './PrefetchNextPage';

const providerOf = (total: number) => {
  const getList = vi.fn(async (_resource: string, { pagination }: GetListParams) => {
    const { page, perPage } = pagination ?? { page: 1, perPage: 10 };
    const ids = Array.from({ length: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)) }, (_, n) => (page - 1) * perPage + n + 1);
    return { data: ids.map((id) => ({ id })), total };
  });
  return { getList, dataProvider: { getList } as unknown as DataProvider };
};

function Rows() {
  const { data, isPending } = useListContext();
  return <p>{isPending ? 'pending' : `rows ${data?.map((record) => record.id).join(',')}`}</p>;
}

const renderAt = (url: string, dataProvider: DataProvider, queryClient = new QueryClient()) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <RegistryProvider value={{ resources: [testResourceModel({ name: 'activity' })] }}>
        <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
          <ListBase resource="activity" perPage={25} storeKey={false}>
            <PrefetchNextPage />
            <p>shown</p>
            <Rows />
          </ListBase>
        </CoreAdminContext>
      </RegistryProvider>
    </MemoryRouter>,
  );

describe('PrefetchNextPage', () => {
  it('asks for the next page with the same size, sort and filter once the page is shown; that page then shows at once', async () => {
    const { getList, dataProvider } = providerOf(60);
    const queryClient = new QueryClient();
    const first = renderAt('/activities?filter=%7B%22q%22%3A%22pump%22%7D&sort=code&order=DESC', dataProvider, queryClient);
    await screen.findByText('shown');
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(getList.mock.calls[1]![1]).toEqual({ pagination: { page: 2, perPage: 25 }, sort: { field: 'code', order: 'DESC' }, filter: { q: 'pump' } });
    first.unmount();
    renderAt('/activities?filter=%7B%22q%22%3A%22pump%22%7D&sort=code&order=DESC&page=2', dataProvider, queryClient);
    expect(screen.getByText(/^rows 26,27,/)).toBeTruthy();
  });

  it('asks for nothing more on the last page', async () => {
    const { getList, dataProvider } = providerOf(60);
    renderAt('/activities?page=3', dataProvider);
    await screen.findByText('shown');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it("given the resource's model, also asks for the records the next page's rows point at, so their names show with them", async () => {
    const activity = testResourceModel({
      name: 'activity',
      list: { columns: [{ field: 'disciplineId', sortable: true }], sort: { field: 'name', order: 'ASC' }, perPage: 25, choicesPerPage: 25, filters: [] },
      references: { disciplineId: { resource: 'discipline' } },
    });
    const getList = vi.fn(async (_resource: string, { pagination }: GetListParams) => ({
      data: [{ id: `a${pagination?.page}`, disciplineId: `d${pagination?.page}` }],
      total: 60,
    }));
    const getMany = vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids.map((id) => ({ id, name: id })) }));
    const queryClient = new QueryClient();
    render(
      <MemoryRouter initialEntries={['/activities']}>
        <RegistryProvider value={{ resources: [activity, testResourceModel({ name: 'discipline' })] }}>
          <CoreAdminContext dataProvider={{ getList, getMany } as unknown as DataProvider} queryClient={queryClient}>
            <ListBase resource="activity" perPage={25} storeKey={false}>
              <PrefetchNextPage model={activity} />
            </ListBase>
          </CoreAdminContext>
        </RegistryProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(getMany).toHaveBeenCalledWith('discipline', { ids: ['d2'] }));
    expect(queryClient.getQueryData(['discipline', 'getMany', { ids: ['d2'], meta: undefined }])).toEqual([{ id: 'd2', name: 'd2' }]);
  });
});
