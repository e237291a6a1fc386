// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resolve } from 'node:path';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CallClientProvider } from '../../framework/contracts/CallClientContext';
import { deepMerge } from '../../framework/i18n/buildMessages';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { fakeHttp, type FakeAnswer } from '../../framework/testing/callTestKit';
import { renderResourceView } from '../../framework/testing/renderResourceView';
import engineEn from '../../framework/locales/en.json';
import baseEn from '../../locales/en.json';
import overviewEn from '../../locales/overview/en.json';
import shellEn from '../../locales/shell/en.json';
import { createScopeStore } from '../../shell/scope/scopeStore';
import { ScopeProvider } from '../../shell/scope/ScopeContext';
import type { HttpRequest } from '../../framework/data/httpClient';
import { OverviewPage } from './OverviewPage';

const registry = loadRegistryFromDir(resolve(import.meta.dirname, '../../..'));
if (!registry.ok) throw new Error('the registry does not load');
const { model } = registry;
const messages = deepMerge(deepMerge(deepMerge(engineEn, baseEn), shellEn), overviewEn);

const PROGRAM = { _id: 'p1', id: 'p1', name: 'Gas', level: 2, parentIds: [] };
const project = (id: string, name: string) => ({ _id: id, name, level: 3, parentIds: ['p1'] });

/** /overview with the program chosen, its projects read through the call client answering `write` for every change. */
function renderProgramOverview(write: (request: HttpRequest) => FakeAnswer) {
  const { http, sent } = fakeHttp((request) => (request.method === 'GET' ? { json: { data: [project('j1', 'Alpha')] } } : write(request)));
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: PROGRAM })),
    getList: vi.fn(async () => ({ data: [], total: 0 })),
  } as unknown as DataProvider;
  renderResourceView(
    <ScopeProvider store={createScopeStore(undefined, '?menu_type=program&selectedProgramId=p1')}>
      <CallClientProvider client={{ http, contextKey: 'test' }}>
        <OverviewPage />
      </CallClientProvider>
    </ScopeProvider>,
    { model, resource: 'scope', dataProvider, messages, route: { path: '/overview', url: '/overview' } },
  );
  return sent;
}

const writes = (sent: HttpRequest[]) => sent.filter((request) => request.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
const childReads = (sent: HttpRequest[]) => sent.filter((request) => request.method === 'GET' && request.path.endsWith('/children')).length;

describe("/overview's changes to the nodes under the chosen one", () => {
  it("counts the program's contracts, two levels down, in one call", async () => {
    const sent = renderProgramOverview(() => ({ json: {} }));
    expect(await screen.findByText('1 contract')).toBeTruthy();
    expect(sent.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(['GET scope/2/p1/4', 'GET scope/2/p1/children']);
  });

  it('adds a project under the program through its nested call, and reads the children again', async () => {
    const sent = renderProgramOverview(() => ({ json: { data: project('j2', 'Beta') } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add project' }));
    const dialog = screen.getByRole('dialog', { name: 'New project in Gas' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: '  Beta ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(childReads(sent)).toBe(2));
    expect(writes(sent)).toEqual([{ method: 'POST', path: 'scope/2/p1/3', body: { name: 'Beta' } }]);
    expect(screen.queryByRole('dialog', { name: 'New project in Gas' })).toBeNull();
  });

  it('renames a project through its parent, the save waiting for a changed name', async () => {
    const sent = renderProgramOverview(() => ({ json: { data: project('j1', 'Alpha 2') } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Alpha' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Alpha' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Alpha 2' } });
    fireEvent.click(save);
    await waitFor(() => expect(childReads(sent)).toBe(2));
    expect(writes(sent)).toEqual([{ method: 'PUT', path: 'scope/2/p1/3/j1', body: { name: 'Alpha 2' } }]);
  });

  it('deletes a project through its parent once confirmed; a refusal keeps the dialog open and opens the error dialog', async () => {
    const sent = renderProgramOverview(() => ({ status: 409, body: { error: 'SCOPE.HAS_CHILDREN', message: 'The node has nodes under it.' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alpha' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Alpha?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The scope has scopes below it')).toBeTruthy();
    expect(writes(sent)).toEqual([{ method: 'DELETE', path: 'scope/2/p1/3/j1', body: undefined }]);
    // Under the error dialog, so hidden from the accessibility tree while it is open.
    expect(screen.getByRole('dialog', { name: 'Delete Alpha?', hidden: true })).toBeTruthy();
    expect(childReads(sent)).toBe(1);
  });
});
