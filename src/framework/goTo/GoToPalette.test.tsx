// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, type DataProvider, type GetListParams } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import basePt from '../../locales/pt.json';
import enginePt from '../locales/pt.json';
import { deepMerge } from '../i18n/buildMessages';
import { createI18nProvider } from '../i18n/createI18nProvider';
import { sampleModel } from '../testing/sampleModel';
import type { GoToItem } from './goToItem';
import { GoToPalette } from './GoToPalette';

const model = sampleModel();
const part = model.resources.find((resource) => resource.name === 'part')!;
const SCREENS: GoToItem[] = [
  { key: 'home', label: 'Início', to: '/home' },
  { key: 'part', label: 'Peças', detail: 'Cadastros', to: '/part' },
  { key: 'supplier', label: 'Fornecedores', detail: 'Cadastros', to: '/supplier' },
];
const PARTS = [
  { id: 'p1', name: 'Bomba de óleo' },
  { id: 'p2', name: 'Válvula' },
];
const dataProvider = {
  getList: async (_name: string, { filter }: GetListParams) => {
    const data = PARTS.filter((record) => record.name.toLowerCase().includes(String(filter.q).toLowerCase()));
    return { data, total: data.length };
  },
} as unknown as DataProvider;

function renderPalette(provider: DataProvider = dataProvider) {
  const onClose = vi.fn();
  const where = { path: '' };
  function Location() {
    where.path = useLocation().pathname;
    return null;
  }
  const messages = deepMerge(enginePt, basePt);
  const i18nProvider = createI18nProvider({ initialLocale: 'pt', initialMessages: messages, loadMessages: async () => messages, resources: model.resources });
  render(
    <MemoryRouter initialEntries={['/start']}>
      <AdminContext dataProvider={provider} i18nProvider={i18nProvider} queryClient={new QueryClient()} store={memoryStore()}>
        <GoToPalette open onClose={onClose} screens={SCREENS} targets={[{ resource: part, opens: 'show' }]} />
        <Location />
      </AdminContext>
    </MemoryRouter>,
  );
  return { onClose, where, user: userEvent.setup() };
}

const optionNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('option')
    .map((option) => option.textContent);
const highlighted = () => {
  const input = screen.getByRole('combobox', { name: 'Buscar telas e registros' });
  return document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
};

describe('GoToPalette', () => {
  test('opens as a named dialog, typing in its search, every screen offered under Telas', async () => {
    renderPalette();
    const dialog = await screen.findByRole('dialog', { name: 'Ir para qualquer lugar' });
    const input = within(dialog).getByRole('combobox', { name: 'Buscar telas e registros' });
    expect(document.activeElement).toBe(input);
    expect(optionNames(within(dialog).getByRole('group', { name: 'Telas' }))).toEqual(['Início', 'PeçasCadastros', 'FornecedoresCadastros']);
    expect(within(dialog).getByRole('status').textContent).toBe('Digite 2 letras ou mais para buscar também registros');
  });

  test('the arrows move the highlight, shown to assistive technology; Enter goes to it and closes', async () => {
    const { onClose, where, user } = renderPalette();
    await screen.findByRole('dialog');
    expect(highlighted()).toBe('Início');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toBe('FornecedoresCadastros');
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('FornecedoresCadastros');
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(where.path).toBe('/supplier');
  });

  test('records come under Registros, named by their representation, and open their page', async () => {
    const { where, user } = renderPalette();
    await screen.findByRole('dialog');
    await user.keyboard('bomba');
    const records = await screen.findByRole('group', { name: 'Registros' });
    expect(optionNames(records)).toEqual(['Bomba de óleoPart']);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('↑ ↓ para mover, Enter para abrir, Esc para fechar'));
    await user.click(within(records).getByRole('option'));
    expect(where.path).toBe('/part/p1/show');
  });

  test('a list that could not be searched is said, rather than that nothing matches', async () => {
    // react-admin reports the failed call on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPalette({ getList: () => Promise.reject(new Error('refused')) } as unknown as DataProvider);
    await screen.findByRole('dialog');
    await user.keyboard('bomba');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Algumas listas não puderam ser consultadas'));
  });

  test('says when nothing matches; Esc closes', async () => {
    const { onClose, user } = renderPalette();
    await screen.findByRole('dialog');
    await user.keyboard('zzz');
    expect(screen.queryAllByRole('option')).toEqual([]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nada corresponde'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
