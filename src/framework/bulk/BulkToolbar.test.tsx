// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Datagrid, List, TextField } from 'react-admin';
import type { GetListParams } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { BulkActionButtons } from '../actions/BulkActionButtons';
import { job, renderActionView } from '../actions/actionTestKit';
import type { ActionFailure } from '../data/createDataProvider';
import { BulkRunProvider } from './BulkRunContext';
import { BulkToolbar } from './BulkToolbar';
import { MatchingRecordsProvider } from './MatchingRecordsContext';

const people = [{ id: 'u1', _id: 'u1', name: 'Ana' }];
const jobsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `j${index}`, _id: `j${index}`, name: `Trabalho ${index}`, parentId: `x${index}` }));

/** A call answered when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function renderJobs(count: number, runAction: (...args: unknown[]) => Promise<{ failures: ActionFailure[] }>) {
  const jobs = jobsOf(count);
  const getList = vi.fn(async (resource: string, { pagination }: GetListParams) => {
    if (resource === 'person') return { data: people, total: people.length };
    const from = (pagination!.page - 1) * pagination!.perPage;
    return { data: jobs.slice(from, from + pagination!.perPage), total: jobs.length };
  });
  const getMany = vi.fn();
  const run = vi.fn(runAction);
  const buttons = <BulkActionButtons resource={job} />;
  renderActionView(
    <List resource="job" storeKey={false} actions={false} perPage={25}>
      <MatchingRecordsProvider>
        <BulkRunProvider>
          <Datagrid bulkActionButtons={buttons} bulkActionsToolbar={<BulkToolbar>{buttons}</BulkToolbar>} rowClick={false}>
            <TextField source="name" />
          </Datagrid>
        </BulkRunProvider>
      </MatchingRecordsProvider>
    </List>,
    { resource: 'job', dataProvider: { getList, getMany, runAction: run } },
  );
  return { getList, getMany, runAction: run };
}

async function selectPage() {
  await screen.findByText('Trabalho 0');
  fireEvent.click(screen.getAllByRole('checkbox')[0]!);
}

async function assignTo(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Atribuir' }));
  const dialog = await screen.findByRole('dialog', { name: 'Atribuir' });
  fireEvent.keyDown(within(dialog).getByRole('combobox', { name: /Pessoa/ }), { key: 'ArrowDown' });
  fireEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
}

describe('select all matching and a bulk run in chunks', () => {
  it('selects every match, assigns 200 a call with progress, stops after the chunk under way when cancelled, and reports', async () => {
    const first = deferred<{ failures: ActionFailure[] }>();
    const { runAction, getMany, getList } = renderJobs(250, () => first.promise);
    await selectPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Selecionar todos os 250 resultados' }));
    expect(await screen.findByText('250 itens selecionados')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('job', expect.objectContaining({ pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' } }));

    await assignTo('Ana');
    const progress = await screen.findByTestId('bulk-progress');
    expect(within(progress).getByText('0 de 250')).toBeTruthy();
    fireEvent.click(within(progress).getByRole('button', { name: 'Cancelar' }));
    expect(within(progress).getByText('Parando ao fim da parte em andamento…')).toBeTruthy();
    first.resolve({ failures: [{ id: 'j5', error: 'ACTIVITY_IS_CONCLUDED' }] });

    const report = await screen.findByRole('alertdialog');
    expect(within(report).getByText('199 de 250 concluídos')).toBeTruthy();
    expect(within(report).getByText('A atividade já está concluída: 1 registro (Trabalho 5)')).toBeTruthy();
    expect(within(report).getByText('Cancelado: 50 registros ficaram sem alteração')).toBeTruthy();
    expect(screen.queryByTestId('bulk-progress')).toBeNull();
    expect(runAction).toHaveBeenCalledTimes(1);
    const [, sent] = runAction.mock.calls[0] as [string, { id: string; records: { id: string; parentId: string }[] }];
    expect(sent.id).toBe('u1');
    expect(sent.records.map((record) => record.id)).toEqual(jobsOf(200).map((record) => record.id));
    // The sent keys of the rows past the page come from the records select-all read: nothing is asked again.
    expect(sent.records[150]!.parentId).toBe('x150');
    expect(getMany).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText('250 itens selecionados')).toBeNull());
  });

  it('names the error that stopped a run, with the records it left unchanged', async () => {
    renderJobs(300, async () => {
      throw new Error('network down');
    });
    await selectPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Selecionar todos os 300 resultados' }));
    await screen.findByText('300 itens selecionados');
    await assignTo('Ana');
    const report = await screen.findByRole('alertdialog');
    expect(within(report).getByText('0 de 300 concluídos')).toBeTruthy();
    expect(within(report).getByText('300 registros ficaram sem alteração')).toBeTruthy();
    expect(within(report).getByText(/^Interrompido por:/)).toBeTruthy();
  });

  it('offers no select-all while part of the page is unselected, nor when the page holds every match', async () => {
    renderJobs(30, async () => ({ failures: [] }));
    await screen.findByText('Trabalho 0');
    fireEvent.click(screen.getAllByRole('checkbox')[1]!);
    await screen.findByText('1 item selecionado');
    expect(screen.queryByTestId('select-all-matching')).toBeNull();
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    expect(await screen.findByRole('button', { name: 'Selecionar todos os 30 resultados' })).toBeTruthy();
  });
});
