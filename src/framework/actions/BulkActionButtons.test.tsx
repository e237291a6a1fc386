// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Datagrid, List, TextField } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../data/ApiError';
import type { ActionFailure } from '../data/createDataProvider';
import { BulkActionButtons } from './BulkActionButtons';
import { job, renderActionView } from './actionTestKit';

const jobs = [
  { id: 'j1', _id: 'j1', name: 'Pintura', status: 2, parentId: 'x1' },
  { id: 'j2', _id: 'j2', name: 'Solda', status: 3, parentId: 'x2' },
];
const people = [
  { id: 'u1', _id: 'u1', name: 'Ana' },
  { id: 'u2', _id: 'u2', name: 'Bruno' },
];

function renderJobs(runAction: (...args: unknown[]) => Promise<{ failures: ActionFailure[] }>) {
  const getList = vi.fn(async (resource: string) => (resource === 'person' ? { data: people, total: 2 } : { data: jobs, total: 2 }));
  const run = vi.fn(runAction);
  renderActionView(
    <List resource="job" storeKey={false} actions={false}>
      <Datagrid bulkActionButtons={<BulkActionButtons resource={job} />} rowClick={false}>
        <TextField source="name" />
      </Datagrid>
    </List>,
    { resource: 'job', dataProvider: { getList, runAction: run } },
  );
  return { getList, runAction: run };
}

async function selectBothAndAssignTo(name: string) {
  await screen.findByText('Pintura');
  const [, first, second] = screen.getAllByRole('checkbox');
  fireEvent.click(first!);
  fireEvent.click(second!);
  fireEvent.click(await screen.findByRole('button', { name: 'Atribuir' }));
  const dialog = await screen.findByRole('dialog', { name: 'Atribuir' });
  expect(within(dialog).getByText('2 itens selecionados')).toBeTruthy();
  fireEvent.keyDown(within(dialog).getByRole('combobox', { name: /Pessoa/ }), { key: 'ArrowDown' });
  fireEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
}

describe('assign actions', () => {
  it('sends the selected records to the picked target; some not assigned: the partial warning, the dialog closed, the selection cleared', async () => {
    const { runAction, getList } = renderJobs(async () => ({ failures: [{ id: 'j2', error: 'ACTIVITY_IS_CONCLUDED' }] }));
    await selectBothAndAssignTo('Bruno');
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith('job', {
        action: 'assignToPerson',
        id: 'u2',
        records: [expect.objectContaining({ id: 'j1', parentId: 'x1' }), expect.objectContaining({ id: 'j2', parentId: 'x2' })],
      }),
    );
    expect(await screen.findByText('Algumas atividades não foram atribuídas ao responsável')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false));
    expect(getList.mock.calls.filter(([resource]) => resource === 'job').length).toBeGreaterThan(1);
  });

  it('says the records were assigned when the API lists none left', async () => {
    renderJobs(async () => ({ failures: [] }));
    await selectBothAndAssignTo('Ana');
    expect(await screen.findByText('Atividades atribuídas com sucesso')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog and the pick when the API refuses, with the error dialog over it', async () => {
    const refusal = new ApiError({
      status: 403,
      body: { error: 'USER_WITHOUT_PERMISSION', message: 'USER_WITHOUT_PERMISSION' },
      path: 'person/u1/assign-jobs',
    });
    renderJobs(async () => {
      throw refusal;
    });
    await selectBothAndAssignTo('Ana');
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Atribuir', hidden: true });
    expect((within(dialog).getByRole('combobox', { hidden: true }) as HTMLInputElement).value).toBe('Ana');
  });
});
