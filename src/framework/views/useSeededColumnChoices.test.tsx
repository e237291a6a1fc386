// @vitest-environment happy-dom
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import {
  AdminContext,
  DatagridConfigurable,
  ListBase,
  localStorageStore,
  StoreContextProvider,
  TextField,
  useListContext,
  type DataProvider,
  type Store,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSeededColumnChoices } from './useSeededColumnChoices';

const COLUMNS = [
  { source: 'name', label: 'Name' },
  { source: 'code', label: 'Code' },
];
const dataProvider = { getList: async () => ({ data: [{ id: 1, name: 'Pump', code: 'P-1' }], total: 1 }) } as unknown as DataProvider;

function Table() {
  return (
    <DatagridConfigurable omit={['code']} bulkActionButtons={false}>
      <TextField source="name" label="Name" />
      <TextField source="code" label="Code" />
    </DatagridConfigurable>
  );
}
function SeededTable() {
  useSeededColumnChoices('part.datagrid', COLUMNS, ['code']);
  return <Table />;
}

/** The table once the rows are here, and for each commit that drew it, whether a row's name was on the page. */
function renderTable(table: ReactNode) {
  const commits: boolean[] = [];
  const host = document.body.appendChild(document.createElement('div'));
  function WhenLoaded() {
    const { data } = useListContext();
    if (!data) return null;
    return (
      <Profiler id="table" onRender={() => commits.push(host.textContent?.includes('Pump') ?? false)}>
        {table}
      </Profiler>
    );
  }
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} store={localStorageStore()}>
        <ListBase resource="part" storeKey={false}>
          <WhenLoaded />
        </ListBase>
      </AdminContext>
    </MemoryRouter>,
    { container: host },
  );
  return commits;
}

const inStore =
  (store: Store) =>
  ({ children }: { children: ReactNode }) => <StoreContextProvider value={store}>{children}</StoreContextProvider>;

// The app's store (this browser's local storage), empty at each test.
beforeEach(() => localStorage.clear());

describe('useSeededColumnChoices', () => {
  it("draws a configurable table's rows once, with its default columns (react-admin's own draws them empty first)", async () => {
    const commits = renderTable(<SeededTable />);
    expect(await screen.findByText('Pump')).toBeTruthy();
    localStorage.clear();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(commits[0]).toBe(true);
    // The column hidden by default stays hidden.
    expect(screen.queryByText('P-1')).toBeNull();

    // react-admin's own table draws its first commit without rows, and its rows later (how much later depends on the machine's load).
    const unseeded = renderTable(<Table />);
    await waitFor(() => expect(unseeded.at(-1)).toBe(true));
    expect(unseeded[0]).toBe(false);
  });

  it('stores the columns as react-admin does, with the ones hidden by default', () => {
    const store = localStorageStore();
    renderHook(() => useSeededColumnChoices('part.datagrid', COLUMNS, ['code']), { wrapper: inStore(store) });
    expect(store.getItem('preferences.part.datagrid.availableColumns')).toEqual([
      { index: '0', source: 'name', label: 'Name' },
      { index: '1', source: 'code', label: 'Code' },
    ]);
    expect(store.getItem('preferences.part.datagrid.omit')).toEqual(['code']);
  });

  it("keeps the user's choice of the same columns, and starts again when the columns changed", () => {
    const store = localStorageStore();
    const chosen = [
      { index: '0', source: 'name', label: 'Nome' },
      { index: '1', source: 'code', label: 'Código' },
    ];
    store.setItem('preferences.part.datagrid.availableColumns', chosen);
    store.setItem('preferences.part.datagrid.omit', []);
    renderHook(() => useSeededColumnChoices('part.datagrid', COLUMNS, ['code']), { wrapper: inStore(store) });
    expect(store.getItem('preferences.part.datagrid.availableColumns')).toEqual(chosen);
    expect(store.getItem('preferences.part.datagrid.omit')).toEqual([]);

    renderHook(() => useSeededColumnChoices('part.datagrid', [...COLUMNS, { source: 'kind', label: 'Kind' }], ['code']), { wrapper: inStore(store) });
    expect(store.getItem<unknown[]>('preferences.part.datagrid.availableColumns')).toHaveLength(3);
    expect(store.getItem('preferences.part.datagrid.omit')).toEqual(['code']);
  });
});
