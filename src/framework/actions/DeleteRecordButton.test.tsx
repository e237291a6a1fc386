// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ShowBase } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../data/ApiError';
import { DeleteRecordButton } from './DeleteRecordButton';
import { job, plan, renderActionView } from './actionTestKit';

const aJob = { id: 'j1', _id: 'j1', name: 'Pintura', status: 2 };

/** A query of the page, counting its fetches. */
function Reader({ queryKey, fetched }: { queryKey: unknown[]; fetched: () => unknown }) {
  useQuery({ queryKey, queryFn: async () => fetched() ?? null });
  return null;
}

function renderJob(softDelete: (...args: unknown[]) => Promise<unknown>) {
  const getOne = vi.fn(async () => ({ data: aJob }));
  const run = vi.fn(softDelete);
  renderActionView(
    <ShowBase resource="job" id="j1">
      <DeleteRecordButton resource={job} redirect={false} />
    </ShowBase>,
    { resource: 'job', dataProvider: { getOne, softDelete: run } },
  );
  return { softDelete: run };
}

describe('DeleteRecordButton', () => {
  it('names the record, says the consequence, asks for the motive, refuses it empty, then deletes with it', async () => {
    const { softDelete } = renderJob(async () => ({ data: { ...aJob, isDeleted: true } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir Trabalho "Pintura"?' });
    expect(dialog.textContent).toContain('deixará de aparecer nas listas');
    expect(within(dialog).getByRole('button', { name: 'Excluir' }).className).toContain('MuiButton-colorError');
    const motive = within(dialog).getByRole('textbox', { name: /Motivo/ });
    expect(motive.getAttribute('placeholder')).toBe('Informe o motivo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await within(dialog).findByText('Campo obrigatório')).toBeTruthy();
    fireEvent.change(motive, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(softDelete).not.toHaveBeenCalled();
    fireEvent.change(motive, { target: { value: 'Criada por engano' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(softDelete).toHaveBeenCalledWith('job', { id: 'j1', reason: 'Criada por engano' }));
    expect(await screen.findByText('Trabalho excluído')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refreshes what the page shows but reads nothing of the deleted record again (its 404 would reach the next page)', async () => {
    const getOne = vi.fn(async () => ({ data: aJob }));
    const detailFetched = vi.fn();
    const totalsFetched = vi.fn();
    renderActionView(
      <ShowBase resource="job" id="j1">
        <DeleteRecordButton resource={job} redirect={false} />
        <Reader queryKey={['job-detail', 'j1', 'job/j1/details']} fetched={detailFetched} />
        <Reader queryKey={['job-totals']} fetched={totalsFetched} />
      </ShowBase>,
      { resource: 'job', dataProvider: { getOne, softDelete: async () => ({ data: { ...aJob, isDeleted: true } }) } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Motivo/ }), { target: { value: 'Duplicada' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Trabalho excluído')).toBeTruthy();
    await waitFor(() => expect(totalsFetched).toHaveBeenCalledTimes(2));
    expect(detailFetched).toHaveBeenCalledTimes(1);
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('keeps the motive when the API refuses, with the error dialog over it', async () => {
    renderJob(async () => {
      throw new ApiError({ status: 409, body: { error: 'IN_USE', message: 'IN_USE' }, path: 'job/j1/delete' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    const motive = screen.getByRole('textbox', { name: /Motivo/ });
    fireEvent.change(motive, { target: { value: 'Duplicada' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Motivo/, hidden: true }) as HTMLTextAreaElement).value).toBe('Duplicada');
  });

  it('deletes a record of a resource without soft delete in the same dialog, without a motive', async () => {
    const getOne = vi.fn(async () => ({ data: { id: 'pl1', name: 'Plano' } }));
    const deleteOne = vi.fn(async () => ({ data: { id: 'pl1', name: 'Plano' } }));
    renderActionView(
      <ShowBase resource="plan" id="pl1">
        <DeleteRecordButton resource={plan} redirect={false} />
      </ShowBase>,
      { resource: 'plan', dataProvider: { getOne, delete: deleteOne } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir plan "Plano"?' });
    expect(dialog.textContent).toContain('não pode ser desfeita');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('plan', expect.objectContaining({ id: 'pl1' })));
  });
});
