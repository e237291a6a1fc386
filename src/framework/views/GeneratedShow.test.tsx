// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import pt from '../../locales/pt.json';
import { renderResourceView } from '../testing/renderResourceView';
import { testResourceModel } from '../testing/testResourceModel';
import { GeneratedShow } from './GeneratedShow';

const doc = testResourceModel({
  name: 'doc',
  schema: {
    type: 'object',
    properties: {
      _id: { type: 'string', readOnly: true },
      name: { type: 'string', title: 'Nome' },
      active: { type: 'boolean', title: 'Ativo' },
      items: {
        type: 'array',
        title: 'Itens',
        items: { type: 'object', properties: { language: { type: 'string', enum: ['pt', 'en'] }, text: { type: 'string', title: 'Texto' } } },
      },
    },
  },
  show: { fields: ['name', 'active', 'items'] },
  actions: [{ name: 'activate', kind: 'toggle', field: 'active', method: 'PUT', path: '{id}/activate' }],
  translations: { pt: { fields: { 'items.language': 'Idioma', 'items.text': 'Texto traduzido' }, values: { 'items.language': { pt: 'Português', en: 'Inglês' } } } },
});

const route = { path: '/doc/:id/show', url: '/doc/d1/show' };
const record = { id: 'd1', _id: 'd1', name: 'Manual', active: false, items: [{ language: 'en', text: 'Manual' }] };

describe('GeneratedShow', () => {
  it('shows a list of objects as a table labelled by the resource, enum values by their labels', async () => {
    const dataProvider = { getOne: vi.fn(async () => ({ data: record })) } as unknown as DataProvider;
    renderResourceView(<GeneratedShow />, { model: { resources: [doc] }, resource: 'doc', dataProvider, messages: pt, route });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Idioma')).toBeTruthy();
    expect(within(table).getByText('Texto traduzido')).toBeTruthy();
    expect(within(table).getByText('Inglês')).toBeTruthy();
  });

  it('runs a toggle action and shows the new state', async () => {
    let current = record;
    const runAction = vi.fn(async (_resource: string, { value }: { value: boolean }) => {
      current = { ...current, active: value };
      return { data: current };
    });
    const dataProvider = { getOne: vi.fn(async () => ({ data: current })), runAction } as unknown as DataProvider;
    renderResourceView(<GeneratedShow />, { model: { resources: [doc] }, resource: 'doc', dataProvider, messages: pt, route });
    fireEvent.click(await screen.findByRole('button', { name: pt.app.action.activate }));
    await waitFor(() => expect(runAction).toHaveBeenCalledWith('doc', { action: 'activate', id: 'd1', value: true }));
    expect(await screen.findByRole('button', { name: pt.app.action.deactivate })).toBeTruthy();
  });
});
