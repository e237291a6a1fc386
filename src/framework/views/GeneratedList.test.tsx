// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import basePt from '../../locales/pt.json';
import enginePt from '../locales/pt.json';
import { deepMerge } from '../i18n/buildMessages';
import { normalizeAccess } from '../registry/access';
import { renderResourceView } from '../testing/renderResourceView';
import { sampleModel } from '../testing/sampleModel';
import { GeneratedList } from './GeneratedList';
import { testAuthProvider } from '../testing/testAuthProvider';

const pt = deepMerge(enginePt, basePt);

const parts = [
  { id: 'a1', _id: 'a1', name: 'Bomba', kind: 1, supplierId: 's1', active: true, updatedAt: '2026-03-01T10:00:00.000Z' },
  { id: 'a2', _id: 'a2', name: 'Válvula', kind: 0, active: false },
];

function fakeProvider() {
  const getList = vi.fn(async (_resource: string, _params?: { sort: { order: string } }) => ({ data: parts, total: 42 }));
  const getMany = vi.fn(async () => ({ data: [{ id: 's1', _id: 's1', name: 'ACME' }] }));
  return { dataProvider: { getList, getMany } as unknown as DataProvider, getList, getMany };
}

const signedIn = testAuthProvider({ getPermissions: async () => undefined });

// react-admin keeps a list's sort and page in the address: each test starts from a clean one.
afterEach(() => window.history.replaceState(null, '', '/'));

describe('GeneratedList', () => {
  it('shows the columns of the definition, labelled and formatted from the schema', async () => {
    const { dataProvider } = fakeProvider();
    renderResourceView(<GeneratedList />, { model: sampleModel(), resource: 'part', dataProvider, messages: pt });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Nome', 'Tipo', 'Fornecedor', 'Ativa', 'Atualizada em']));
    expect(await within(table).findByText('Bomba')).toBeTruthy();
    // The enum shows its label, the reference the other record's label.
    expect(within(table).getByText('Composta')).toBeTruthy();
    expect(await within(table).findByText('ACME')).toBeTruthy();
    expect(screen.getByText(/1-25 de 42/)).toBeTruthy();
  });

  it('on a reload that fails, shows why and no row or count of the answer before; asking again brings them back (spec §8)', async () => {
    const { dataProvider, getList } = fakeProvider();
    renderResourceView(<GeneratedList />, { model: sampleModel(), resource: 'part', dataProvider, messages: pt });
    await screen.findByText('Bomba');
    // react-admin's data provider logs a failed call; the failure is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The list in the other order fails (whatever else asks in the meantime, the next page ahead of time ...).
    getList.mockImplementation(async (_resource, params) =>
      params?.sort.order === 'DESC' ? Promise.reject(new Error('offline')) : { data: parts, total: 42 },
    );
    fireEvent.click(screen.getByRole('button', { name: /Ordenar por nome/ }));
    const alert = await screen.findByTestId('list-load-error', {}, { timeout: 5000 });
    expect(alert.textContent).toContain(enginePt.app.list.load_error);
    expect(screen.queryByText('Bomba')).toBeNull();
    expect(screen.queryByText(/de 42/)).toBeNull();
    getList.mockImplementation(async () => ({ data: parts, total: 42 }));
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('Bomba', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('list-load-error')).toBeNull();
  });

  it('asks the data provider for the declared sort, then the other order on a header click', async () => {
    const { dataProvider, getList } = fakeProvider();
    renderResourceView(<GeneratedList />, { model: sampleModel(), resource: 'part', dataProvider, messages: pt });
    await screen.findByText('Bomba');
    expect(getList).toHaveBeenLastCalledWith('part', expect.objectContaining({ sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 25 } }));
    fireEvent.click(screen.getByRole('button', { name: /Ordenar por nome/ }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('part', expect.objectContaining({ sort: { field: 'name', order: 'DESC' } })), {
      timeout: 5000,
    });
  });

  it('filters by the text typed in an always-on filter', async () => {
    const { dataProvider, getList } = fakeProvider();
    renderResourceView(<GeneratedList />, { model: sampleModel(), resource: 'part', dataProvider, messages: pt });
    await screen.findByText('Bomba');
    const form = screen.getAllByRole('textbox').find((input) => input.getAttribute('name') === 'name');
    expect(form).toBeTruthy();
    fireEvent.change(form!, { target: { value: 'bom' } });
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('part', expect.objectContaining({ filter: expect.objectContaining({ name: 'bom' }) })), {
      timeout: 3000,
    });
  });

  it('offers create and export, and bulk delete once rows are selected', async () => {
    const { dataProvider } = fakeProvider();
    renderResourceView(<GeneratedList />, { model: sampleModel(), resource: 'part', dataProvider, messages: pt });
    await screen.findByText('Bomba');
    expect(screen.getByRole('link', { name: /Criar/i })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('checkbox')[1]!);
    expect(await screen.findByRole('button', { name: /Excluir/i })).toBeTruthy();
  });

  it("offers on each row a pencil opening the record's form, to a user who may edit; it takes no width", async () => {
    const { dataProvider } = fakeProvider();
    // The answer comes after the rows could have been drawn: the pencils appear then.
    const authProvider = { ...signedIn, canAccess: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 50)) };
    const { container } = renderResourceView(<GeneratedList />, { model: sampleModel(), resource: 'part', dataProvider, messages: pt, authProvider });
    await screen.findByText('Bomba');
    const pencils = await screen.findAllByRole('link', { name: 'Editar' });
    expect(pencils.map((link) => link.getAttribute('href'))).toEqual([expect.stringMatching(/\/part\/a1$/), expect.stringMatching(/\/part\/a2$/)]);
    // Its column is the one the list's styles keep empty.
    expect(pencils.every((link) => link.closest('td')?.classList.contains('column-row-edit'))).toBe(true);
    expect(container.querySelectorAll('th.column-row-edit')).toHaveLength(1);
  });

  it('offers no pencil to a user who may not edit', async () => {
    const { dataProvider } = fakeProvider();
    const authProvider = { ...signedIn, canAccess: async ({ action }: { action: string }) => action !== 'edit' };
    renderResourceView(<GeneratedList />, { model: sampleModel(), resource: 'part', dataProvider, messages: pt, authProvider });
    await screen.findByText('Bomba');
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: 'Editar' })).toEqual([]);
  });

  it('asks for no rows when the guard refuses the list: the screen leaves for not-found without a refused call', async () => {
    const { dataProvider, getList } = fakeProvider();
    const authProvider = { ...signedIn, canAccess: async ({ action }: { action: string }) => action !== 'list' };
    renderResourceView(<GeneratedList />, { model: sampleModel(), resource: 'part', dataProvider, messages: pt, authProvider });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(getList).not.toHaveBeenCalledWith('part', expect.anything());
  });

  it("offers no reference filter on records the user's role may not list: it would have nothing to offer", async () => {
    const { dataProvider } = fakeProvider();
    const model = sampleModel();
    const onlyAdmins = {
      ...model,
      resources: model.resources.map((r) => (r.name === 'supplier' ? { ...r, access: normalizeAccess({ roles: ['ADMIN'] }) } : r)),
    };
    const addedFilters = async (roles: string[]) => {
      const authProvider = testAuthProvider({ getPermissions: async () => ({ roles, userId: 'u1', projectIds: ['p1'] }) });
      const view = renderResourceView(<GeneratedList />, { model: onlyAdmins, resource: 'part', dataProvider, messages: pt, authProvider });
      await screen.findByText('Bomba');
      fireEvent.click(screen.getByRole('button', { name: /Adicionar filtro/i }));
      await screen.findAllByRole('menuitemcheckbox', {}, { timeout: 5000 });
      const names = screen.getAllByRole('menuitemcheckbox').map((item) => item.textContent ?? '');
      view.unmount();
      return names;
    };
    expect((await addedFilters(['ADMIN'])).some((name) => /Fornecedor/.test(name))).toBe(true);
    expect((await addedFilters(['USER'])).some((name) => /Fornecedor/.test(name))).toBe(false);
  });

  it('offers no "Add filter" when all it would add is a reference filter on records the role may not list', async () => {
    const { dataProvider } = fakeProvider();
    const model = sampleModel();
    const onlyThatFilter = {
      ...model,
      resources: model.resources.map((r) => {
        if (r.name === 'supplier') return { ...r, access: normalizeAccess({ roles: ['ADMIN'] }) };
        if (r.name !== 'part') return r;
        const filters = r.list.filters.filter((f) => f.field === 'name' || f.field === 'supplierId').map((f) => ({ ...f, alwaysOn: f.field === 'name' }));
        return { ...r, list: { ...r.list, filters } };
      }),
    };
    const offersAddFilter = async (roles: string[]) => {
      const authProvider = testAuthProvider({ getPermissions: async () => ({ roles, userId: 'u1', projectIds: ['p1'] }) });
      const view = renderResourceView(<GeneratedList />, { model: onlyThatFilter, resource: 'part', dataProvider, messages: pt, authProvider });
      await screen.findByText('Bomba');
      const offered = screen.queryByRole('button', { name: /Adicionar filtro/i }) !== null;
      view.unmount();
      return offered;
    };
    expect(await offersAddFilter(['ADMIN'])).toBe(true);
    expect(await offersAddFilter(['USER'])).toBe(false);
  });

  it('offers the values of an enum filter added from "Add filter", labelled', async () => {
    const { dataProvider, getList } = fakeProvider();
    renderResourceView(<GeneratedList />, { model: sampleModel(), resource: 'part', dataProvider, messages: pt });
    await screen.findByText('Bomba');
    fireEvent.click(screen.getByRole('button', { name: /Adicionar filtro/i }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: /Tipo/ }, { timeout: 5000 }));
    const select = await screen.findByRole('combobox', { name: /Tipo/ }, { timeout: 5000 });
    fireEvent.mouseDown(select);
    const listbox = await screen.findByRole('listbox', {}, { timeout: 5000 });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['Simples', 'Composta']));
    fireEvent.click(within(listbox).getByRole('option', { name: 'Composta' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('part', expect.objectContaining({ filter: expect.objectContaining({ kind: 1 }) })), {
      timeout: 3000,
    });
  });

  it('offers the match type as an option inside the text filter, contains by default', async () => {
    const { dataProvider, getList } = fakeProvider();
    renderResourceView(<GeneratedList />, { model: sampleModel(), resource: 'part', dataProvider, messages: pt });
    await screen.findByText('Bomba');
    expect(screen.queryByRole('combobox', { name: /Tipo de busca/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tipo de busca de Nome: Contém' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Igual a' }));
    await waitFor(
      () => expect(getList).toHaveBeenLastCalledWith('part', expect.objectContaining({ filter: expect.objectContaining({ nameMatchType: 'equals' }) })),
      { timeout: 3000 },
    );
    expect(screen.getByRole('button', { name: 'Tipo de busca de Nome: Igual a' })).toBeTruthy();
  });

  it('shows the default columns, keeps the optional ones in the column chooser and shows a true boolean as a chip', async () => {
    const model = sampleModel();
    const part = model.resources.find((r) => r.name === 'part')!;
    part.list.optionalColumns = part.list.columns.slice(2);
    part.list.columns = part.list.columns.slice(0, 2);
    localStorage.clear();
    const { dataProvider } = fakeProvider();
    renderResourceView(<GeneratedList />, { model, resource: 'part', dataProvider, messages: pt });
    const table = await screen.findByRole('table');
    await within(table).findByText('Bomba');
    // The chooser is a popover: what lies under it counts as hidden.
    const visibleTable = () => screen.getByRole('table', { hidden: true });
    const headers = () =>
      within(visibleTable())
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent);
    expect(headers()).toEqual(expect.arrayContaining(['Nome', 'Tipo']));
    expect(headers()).not.toContain('Ativa');
    fireEvent.click(screen.getByRole('button', { name: /Colunas/i }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Ativa' }));
    await waitFor(() => expect(headers()).toContain('Ativa'));
    // a1 is active: a chip named after the field; a2 is not: nothing.
    expect(within(visibleTable()).getAllByText('Ativa').length).toBe(2);
  });

  describe('below the sm breakpoint', () => {
    // Every media query matches: the theme's `down('sm')` says a phone.
    const phone = (query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    });
    beforeEach(() => vi.stubGlobal('matchMedia', vi.fn(phone)));
    afterEach(() => vi.unstubAllGlobals());

    it('shows each record as one line with its status and its date in the language, to the minute', async () => {
      const { dataProvider } = fakeProvider();
      renderResourceView(<GeneratedList />, { model: sampleModel(), resource: 'part', dataProvider, messages: pt });
      await screen.findByText('Bomba');
      expect(screen.queryByRole('table')).toBeNull();
      const time = document.querySelector('time');
      expect(time?.getAttribute('datetime')).toBe('2026-03-01T10:00:00.000Z');
      // Day first under pt, hours and minutes, no seconds: "01/03/2026, 07:00" in São Paulo.
      expect(time?.textContent).toMatch(/^0[1-2]\/03\/2026, \d{2}:\d{2}$/);
    });

    it('names what a record belongs to, as text in its line, when the record is known by a number alone', async () => {
      const model = sampleModel();
      const part = model.resources.find((r) => r.name === 'part')!;
      part.recordRepresentation = '{position}';
      part.schema = { ...part.schema, properties: { ...part.schema.properties, position: { type: 'integer' } } };
      const { dataProvider, getMany } = fakeProvider();
      vi.mocked(dataProvider.getList).mockResolvedValue({ data: [{ ...parts[0]!, position: 7 }], total: 1 });
      renderResourceView(<GeneratedList />, { model, resource: 'part', dataProvider, messages: pt });
      const supplier = await screen.findByText('ACME');
      expect(getMany).toHaveBeenCalledWith('supplier', expect.objectContaining({ ids: ['s1'] }));
      expect(screen.getByText('7')).toBeTruthy();
      // The line itself opens the record: the name is no link of its own.
      expect(supplier.closest('a')?.getAttribute('href')).not.toMatch(/supplier/);
    });

    it('shows a date-time the definition keeps to the day as the calendar day alone', async () => {
      const model = sampleModel();
      model.resources.find((r) => r.name === 'part')!.datePrecision = { updatedAt: 'day' };
      const { dataProvider } = fakeProvider();
      renderResourceView(<GeneratedList />, { model, resource: 'part', dataProvider, messages: pt });
      await screen.findByText('Bomba');
      expect(document.querySelector('time')?.textContent).toMatch(/^0[1-2]\/03\/2026$/);
    });
  });
});
