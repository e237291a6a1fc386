// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { AdminContext, memoryStore, type DataProvider, type GetListParams } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { sampleModel } from '../testing/sampleModel';
import type { GoToItem, RecordSearchTarget } from './goToItem';
import { useGoToPalette } from './useGoToPalette';

const model = sampleModel();
const resource = (name: string) => model.resources.find((candidate) => candidate.name === name)!;
const SCREENS: GoToItem[] = [
  { key: 'home', label: 'Início', to: '/home' },
  { key: 'part', label: 'Peças', detail: 'Cadastros', to: '/part' },
  { key: 'supplier', label: 'Fornecedores', detail: 'Cadastros', to: '/supplier' },
];
const RECORDS: Record<string, { id: string; name: string }[]> = {
  part: [
    { id: 'p1', name: 'Bomba de óleo' },
    { id: 'p2', name: 'Bomba' },
  ],
  supplier: [{ id: 's1', name: 'Bombas Brasil' }],
};

/** A data provider answering each list from RECORDS by its full-text search (`q`), and remembering what it was asked. */
function fakeProvider(failing: readonly string[] = []) {
  const asked: { resource: string; params: GetListParams }[] = [];
  const provider = {
    getList: async (name: string, params: GetListParams) => {
      asked.push({ resource: name, params });
      if (failing.includes(name)) throw new Error('refused');
      const text = String(params.filter.q ?? '').toLowerCase();
      const data = (RECORDS[name] ?? []).filter((record) => record.name.toLowerCase().includes(text));
      return { data, total: data.length };
    },
  } as unknown as DataProvider;
  return { provider, asked };
}

function renderPalette(targets: RecordSearchTarget[], dataProvider: DataProvider) {
  const onClose = vi.fn();
  const where = { path: '' };
  function Location() {
    where.path = useLocation().pathname;
    return null;
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/start']}>
      <AdminContext dataProvider={dataProvider} queryClient={queryClient} store={memoryStore()}>
        {children}
        <Location />
      </AdminContext>
    </MemoryRouter>
  );
  const hook = renderHook(() => useGoToPalette({ screens: SCREENS, targets, onClose }), { wrapper });
  return { ...hook, onClose, where };
}

const key = (name: string) => ({ key: name, preventDefault: vi.fn() }) as unknown as KeyboardEvent;
const labels = (items: readonly GoToItem[]) => items.map((item) => item.label);

describe('useGoToPalette', () => {
  test('offers every screen before anything is typed, and asks no list', () => {
    const { provider, asked } = fakeProvider();
    const { result } = renderPalette([{ resource: resource('part'), opens: 'show' }], provider);
    expect(labels(result.current.items)).toEqual(['Início', 'Peças', 'Fornecedores']);
    expect(result.current.records.status).toBe('idle');
    expect(asked).toEqual([]);
  });

  test('the screens follow the text at once; the records come after the pause, grouped after them, exact matches first', async () => {
    const { provider, asked } = fakeProvider();
    const targets: RecordSearchTarget[] = [
      { resource: resource('part'), opens: 'show' },
      { resource: resource('supplier'), opens: 'edit' },
    ];
    const { result } = renderPalette(targets, provider);
    act(() => result.current.setText('bomba'));
    expect(result.current.items).toEqual([]);
    await waitFor(() => expect(result.current.records.status).toBe('done'));
    expect(result.current.groups.map((group) => group.key)).toEqual(['records']);
    expect(result.current.items.map(({ label, to }) => [label, to])).toEqual([
      ['Bomba', '/part/p2/show'],
      ['Bomba de óleo', '/part/p1/show'],
      ['Bombas Brasil', '/supplier/s1'],
    ]);
    // Each list asked once, by its full-text search, five records at most, in its list's order.
    expect(asked.map(({ resource: name, params }) => [name, params.filter, params.pagination?.perPage])).toEqual([
      ['part', { q: 'bomba' }, 5],
      ['supplier', { q: 'bomba' }, 5],
    ]);
    act(() => result.current.setText('forn'));
    expect(labels(result.current.groups[0]!.items)).toEqual(['Fornecedores']);
  });

  test('one letter searches the screens only', async () => {
    const { provider, asked } = fakeProvider();
    const { result } = renderPalette([{ resource: resource('part'), opens: 'show' }], provider);
    act(() => result.current.setText('e'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(result.current.records.status).toBe('idle');
    expect(asked).toEqual([]);
    expect(labels(result.current.items)).toEqual(['Peças', 'Fornecedores']);
  });

  test('a list that fails leaves the others, and says so', async () => {
    // react-admin reports the failed call on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { provider } = fakeProvider(['part']);
    const targets: RecordSearchTarget[] = [
      { resource: resource('part'), opens: 'show' },
      { resource: resource('supplier'), opens: 'show' },
    ];
    const { result } = renderPalette(targets, provider);
    act(() => result.current.setText('bomba'));
    await waitFor(() => expect(result.current.records).toMatchObject({ status: 'done', failed: 1 }));
    expect(labels(result.current.items)).toEqual(['Bombas Brasil']);
  });

  test('the arrows move the highlight round the list; Enter closes the palette and goes to the highlighted item', () => {
    const { provider } = fakeProvider();
    const { result, onClose, where } = renderPalette([], provider);
    expect(result.current.activeIndex).toBe(0);
    act(() => result.current.onKeyDown(key('ArrowUp')));
    expect(result.current.activeIndex).toBe(2);
    act(() => result.current.onKeyDown(key('ArrowDown')));
    act(() => result.current.onKeyDown(key('ArrowDown')));
    expect(result.current.activeIndex).toBe(1);
    act(() => result.current.onKeyDown(key('Enter')));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(where.path).toBe('/part');
  });

  test('a new text highlights its best match again; with nothing found, Enter does nothing', () => {
    const { provider } = fakeProvider();
    const { result, onClose, where } = renderPalette([], provider);
    act(() => result.current.onKeyDown(key('ArrowDown')));
    act(() => result.current.setText('in'));
    expect(result.current.activeIndex).toBe(0);
    act(() => result.current.setText('zzz'));
    expect(result.current.activeIndex).toBe(-1);
    act(() => result.current.onKeyDown(key('Enter')));
    expect(onClose).not.toHaveBeenCalled();
    expect(where.path).toBe('/start');
  });
});
