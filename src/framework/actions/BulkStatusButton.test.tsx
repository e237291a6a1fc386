// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Datagrid, List, TextField } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceModel } from '../registry/types';
import { BulkActionButtons } from './BulkActionButtons';
import { BulkDeleteRecordsButton } from './BulkDeleteRecordsButton';
import { job, renderActionView } from './actionTestKit';

const jobs = [
  { id: 'j1', _id: 'j1', name: 'Pintura', status: 2 },
  { id: 'j2', _id: 'j2', name: 'Solda', status: 9 },
];

/** The test resource with its cancel and its soft delete also declared over many records. */
const bulkJob: ResourceModel = {
  ...job,
  actions: job.actions
    .filter((action) => action.kind === 'status')
    .map((action) => (action.name === 'cancel' ? { ...action, bulkPath: 'bulk/cancel' } : action)),
  softDelete: { ...job.softDelete!, bulkPath: 'bulk/delete' },
};

function renderJobs(runBulk: (...args: unknown[]) => Promise<{ failures: { id: string; error: string }[] }>) {
  const getList = vi.fn(async () => ({ data: jobs, total: 2 }));
  const run = vi.fn(runBulk);
  renderActionView(
    <List resource="job" storeKey={false} actions={false}>
      <Datagrid
        bulkActionButtons={
          <>
            <BulkActionButtons resource={bulkJob} />
            <BulkDeleteRecordsButton resource={bulkJob} />
          </>
        }
        rowClick={false}
      >
        <TextField source="name" />
      </Datagrid>
    </List>,
    { resource: 'job', dataProvider: { getList, runBulk: run } },
  );
  return run;
}

async function selectBoth() {
  await screen.findByText('Pintura');
  const [, first, second] = screen.getAllByRole('checkbox');
  fireEvent.click(first!);
  fireEvent.click(second!);
}

describe('bulk status and delete on the selection', () => {
  it('offers only the status actions declaring a bulkPath; the run sends the selection and reports the records refused, by name', async () => {
    const runBulk = renderJobs(async () => ({ failures: [{ id: 'j2', error: 'ACTIVITY_IS_CANCELLED' }] }));
    await selectBoth();
    expect(screen.queryByRole('button', { name: 'Alterar situação do trabalho' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar trabalho' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(runBulk).toHaveBeenCalledWith('job', { action: 'cancel', ids: ['j1', 'j2'], body: {} }));
    const report = await screen.findByRole('alertdialog');
    expect(within(report).getByText('1 de 2 concluído')).toBeTruthy();
    expect(within(report).getByText(/Solda/)).toBeTruthy();
  });

  it('asks one reason for every record of a soft delete, and sends it with the selection', async () => {
    const runBulk = renderJobs(async () => ({ failures: [] }));
    await selectBoth();
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Excluir|Confirmar/ }));
    expect(runBulk).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' importação duplicada ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Excluir|Confirmar/ }));

    await waitFor(() => expect(runBulk).toHaveBeenCalledWith('job', { ids: ['j1', 'j2'], body: { reasonForDeletion: 'importação duplicada' } }));
    expect(await within(await screen.findByRole('alertdialog')).findByText('2 de 2 concluídos')).toBeTruthy();
  });
});
