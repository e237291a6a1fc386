// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nContextProvider, type I18nProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IFC_JSON_ENTRIES, sampleUrl } from './ifcJsonEntries';
import { IfcJsonSpecificationsPage } from './IfcJsonSpecificationsPage';
import en from './texts/en.json';
import es from './texts/es.json';

const i18nProvider: I18nProvider = {
  translate: (key: string) => key,
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'es',
  getLocales: () => [{ locale: 'es', name: 'Español' }],
};

const renderPage = () =>
  render(
    <I18nContextProvider value={i18nProvider}>
      <MemoryRouter initialEntries={['/ifcjson-specifications']}>
        <IfcJsonSpecificationsPage />
      </MemoryRouter>
    </I18nContextProvider>,
  );

describe('IfcJsonSpecificationsPage', () => {
  const fetched: string[] = [];
  beforeEach(() => {
    fetched.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        fetched.push(url);
        if (url === sampleUrl({ key: 'tasks' })) return Promise.resolve(new Response('not found', { status: 404 }));
        return Promise.resolve(new Response(JSON.stringify({ type: 'ifcJSON', data: [{ type: 'IfcTask' }] })));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the explanations in the app's language, then in the one chosen on the page", async () => {
    renderPage();
    await screen.findByText(es.intro);
    const contents = screen.getByRole('navigation');
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(IFC_JSON_ENTRIES.map((entry) => es.entries[entry.key as keyof typeof es.entries].title));
    fireEvent.change(screen.getByLabelText('docs.ifcjson.language'), { target: { value: 'en' } });
    await screen.findByText(en.intro);
    expect(screen.getByRole('heading', { level: 2, name: en.entries['by-status'].title })).toBeTruthy();
  });

  it('links each entry through the address, and shows each sample pretty-printed, or why it is missing', async () => {
    renderPage();
    await screen.findByText(es.intro);
    expect(screen.getByRole('link', { name: es.entries['by-element'].title }).getAttribute('href')).toBe('/ifcjson-specifications?entry=by-element');
    await waitFor(() => expect(fetched).toHaveLength(IFC_JSON_ENTRIES.length + IFC_JSON_ENTRIES.filter((entry) => entry.hasRequestSample).length));
    const block = await screen.findByLabelText(`docs.ifcjson.response · ${es.entries['by-status'].title}`);
    expect(block.textContent).toBe(JSON.stringify({ type: 'ifcJSON', data: [{ type: 'IfcTask' }] }, null, 2));
    expect(await screen.findByText('docs.ifcjson.failed')).toBeTruthy();
  });
});
