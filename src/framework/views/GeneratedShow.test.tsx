// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import formsPt from '../../locales/forms/pt.json';
import ptBase from '../../locales/pt.json';
import enginePt from '../locales/pt.json';
import { deepMerge, type Messages } from '../i18n/buildMessages';
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
  translations: {
    pt: { fields: { 'items.language': 'Idioma', 'items.text': 'Texto traduzido' }, values: { 'items.language': { pt: 'Português', en: 'Inglês' } } },
  },
});

const pt = deepMerge(deepMerge(enginePt as Messages, ptBase as Messages), formsPt as Messages) as typeof enginePt & typeof ptBase;
const route = { path: '/doc/:id/show', url: '/doc/d1/show' };
const record = { id: 'd1', _id: 'd1', name: 'Manual', active: false, items: [{ language: 'en', text: 'Manual' }] };

const log = testResourceModel({
  name: 'log',
  schema: {
    type: 'object',
    properties: {
      _id: { type: 'string', readOnly: true },
      dueAt: { type: 'string', format: 'date-time', title: 'Prazo' },
      readings: {
        type: 'array',
        title: 'Leituras',
        items: {
          type: 'object',
          properties: {
            day: { type: 'string', format: 'date', title: 'Dia' },
            at: { type: 'string', format: 'date-time', title: 'Hora' },
            value: { type: 'number', title: 'Valor' },
          },
        },
      },
    },
  },
  show: { fields: ['dueAt', 'readings'] },
  datePrecision: { dueAt: 'day' },
});

const ticket = testResourceModel({
  name: 'ticket',
  schema: {
    type: 'object',
    properties: {
      _id: { type: 'string', readOnly: true },
      origin: {
        type: 'object',
        title: 'Origem',
        properties: {
          kind: {
            type: 'string',
            oneOf: [
              { const: 'FIELD', title: 'Campo' },
              { const: 'OFFICE', title: 'Escritório' },
            ],
          },
          seenAt: { type: 'string', format: 'date', title: 'Visto em' },
        },
      },
    },
  },
  show: { fields: ['origin'] },
  translations: { pt: { fields: { 'origin.kind': 'Tipo de origem' } } },
});

describe('GeneratedShow', () => {
  it('shows an object property member by member, each by its label and formatted by its own schema, extra keys as text', async () => {
    const data = { id: 't1', _id: 't1', origin: { kind: 'OFFICE', seenAt: '2026-02-03', note: 'by phone' } };
    const dataProvider = { getOne: vi.fn(async () => ({ data })) } as unknown as DataProvider;
    renderResourceView(<GeneratedShow />, {
      model: { resources: [ticket] },
      resource: 'ticket',
      dataProvider,
      messages: pt,
      route: { path: '/ticket/:id/show', url: '/ticket/t1/show' },
    });
    expect(await screen.findByText('Escritório')).toBeTruthy();
    expect(screen.getByText('Tipo de origem:')).toBeTruthy();
    expect(screen.getByText('Visto em:')).toBeTruthy();
    expect(screen.getByText('03/02/2026')).toBeTruthy();
    expect(screen.getByText('by phone')).toBeTruthy();
    expect(screen.queryByText('[object Object]')).toBeNull();
  });

  it('writes dates and numbers in the tables of a show page as in its fields: calendar days, instants to the minute, the precision of the definition', async () => {
    const reading = {
      id: 'l1',
      _id: 'l1',
      dueAt: '2026-03-01T12:00:00.000Z',
      readings: [{ day: '2026-01-10', at: '2026-01-10T12:34:56.000Z', value: 1234.5 }],
    };
    const dataProvider = { getOne: vi.fn(async () => ({ data: reading })) } as unknown as DataProvider;
    renderResourceView(<GeneratedShow />, {
      model: { resources: [log] },
      resource: 'log',
      dataProvider,
      messages: pt,
      route: { path: '/log/:id/show', url: '/log/l1/show' },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('10/01/2026')).toBeTruthy();
    // To the minute in the user's zone, day first under pt: no seconds.
    expect(within(table).getByText(/^(09|10|11)\/01\/2026, \d{2}:\d{2}$/)).toBeTruthy();
    expect(within(table).getByText('1.234,5')).toBeTruthy();
    // A deadline kept to the day: the calendar day alone.
    expect(screen.getByText('01/03/2026')).toBeTruthy();
  });

  it('shows a list of objects as a table labelled by the resource, enum values by their labels', async () => {
    const dataProvider = { getOne: vi.fn(async () => ({ data: record })) } as unknown as DataProvider;
    renderResourceView(<GeneratedShow />, { model: { resources: [doc] }, resource: 'doc', dataProvider, messages: pt, route });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Idioma')).toBeTruthy();
    expect(within(table).getByText('Texto traduzido')).toBeTruthy();
    expect(within(table).getByText('Inglês')).toBeTruthy();
  });

  it("links from its toolbar to the pages a definition names, the record's id in the address", async () => {
    const linked = {
      ...doc,
      show: { ...doc.show, links: [{ name: 'timeline', path: '/timeline/doc/{id}' }] },
      translations: { ...doc.translations, pt: { ...doc.translations.pt, links: { timeline: 'Linha do tempo' } } },
    };
    const dataProvider = { getOne: vi.fn(async () => ({ data: { ...record, id: 'd 1', _id: 'd 1' } })) } as unknown as DataProvider;
    renderResourceView(<GeneratedShow />, {
      model: { resources: [linked] },
      resource: 'doc',
      dataProvider,
      messages: pt,
      route: { path: '/doc/:id/show', url: '/doc/d%201/show' },
    });
    const link = await screen.findByRole('link', { name: 'Linha do tempo' });
    expect(link.getAttribute('href')).toMatch(/\/timeline\/doc\/d%201$/);
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

  it('shows an unknown record as "not found" in the page, with a way back to the list', async () => {
    const getOne = vi.fn(async () => Promise.reject(new Error('NOT_FOUND')));
    const dataProvider = { getOne } as unknown as DataProvider;
    renderResourceView(<GeneratedShow />, { model: { resources: [doc] }, resource: 'doc', dataProvider, messages: pt, route });
    expect(await screen.findByRole('heading', { name: pt.forms.show.notFound.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: pt.forms.show.notFound.back }).getAttribute('href')).toBe('/doc');
    expect(screen.queryByRole('button', { name: /Excluir|Editar/ })).toBeNull();
  });

  it('says a record the API refuses for another reason than a 404 (another project, a server error) could not be shown, never that it is missing', async () => {
    const getOne = vi.fn(async () => Promise.reject(new HttpError('RESOURCE-IS-FROM-ANOTHER-PROJECT', 400)));
    const dataProvider = { getOne } as unknown as DataProvider;
    renderResourceView(<GeneratedShow />, { model: { resources: [doc] }, resource: 'doc', dataProvider, messages: pt, route });
    expect(await screen.findByRole('heading', { name: pt.forms.show.unavailable.title })).toBeTruthy();
    expect(screen.queryByText(pt.forms.show.notFound.title)).toBeNull();
    expect(screen.getByRole('link', { name: pt.forms.show.notFound.back }).getAttribute('href')).toBe('/doc');
  });

  it('shows an empty value as one muted dash', async () => {
    const dataProvider = { getOne: vi.fn(async () => ({ data: { ...record, name: '  ', items: [] } })) } as unknown as DataProvider;
    renderResourceView(<GeneratedShow />, { model: { resources: [doc] }, resource: 'doc', dataProvider, messages: pt, route });
    const empties = await screen.findAllByLabelText(pt.forms.show.empty);
    // The name of spaces and the empty list; the boolean false is a value.
    expect(empties).toHaveLength(2);
  });
});
