// @vitest-environment happy-dom
import productPt from '../../locales/pt.json';
import enginePt from '../locales/pt.json';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ShowBase, type RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ActionFailure, ActionParams } from '../data/createDataProvider';
import { ActionButtons } from './ActionButtons';
import { plan, renderActionView } from './actionTestKit';

const people = [
  { id: 'p1', _id: 'p1', name: 'Ana' },
  { id: 'p2', _id: 'p2', name: 'Bruno' },
  { id: 'p3', _id: 'p3', name: 'Carla' },
];

function renderPlan(initial: RaRecord, failures: ActionFailure[]) {
  let stored = initial;
  const getOne = vi.fn(async () => ({ data: stored }));
  const getList = vi.fn(async () => ({ data: people, total: people.length }));
  const getMany = vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: people.filter((p) => ids.includes(p.id)) }));
  const runAction = vi.fn(async (_resource: string, params: ActionParams) => {
    const ids = (params.body?.taskIds as string[]).filter((id) => !failures.some((f) => f.id === id));
    const current = stored.taskIds as string[];
    stored = { ...stored, taskIds: params.action === 'addTasks' ? [...current, ...ids] : current.filter((id) => !ids.includes(id)) };
    return { data: stored, failures };
  });
  renderActionView(
    <ShowBase resource="plan" id={initial.id}>
      <ActionButtons resource={plan} names={['addTasks', 'removeTasks']} />
    </ShowBase>,
    { resource: 'plan', dataProvider: { getOne, getList, getMany, runAction } },
  );
  return { runAction, getOne, getList };
}

async function choose(name: string) {
  const input = screen.getByRole('combobox', { name: /Pessoas/ });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name }));
}

const aPlan = { id: 'pl1', _id: 'pl1', name: 'Plano A', isStandard: false, taskIds: ['p1'] };

describe('link and unlink actions', () => {
  it('links the picked records, offering only those not linked yet, and lists the ones refused', async () => {
    const { runAction } = renderPlan(aPlan, [{ id: 'p3', error: 'WOULD_CREATE_CYCLE' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar tarefas' }));
    const input = screen.getByRole('combobox', { name: /Pessoas/ });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Bruno' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bruno', 'Carla']);
    await choose('Bruno');
    await choose('Carla');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledWith('plan', { action: 'addTasks', id: 'pl1', body: { taskIds: ['p2', 'p3'] } }));
    const warning = await screen.findByRole('alertdialog', { name: 'Erros na adição' });
    expect(within(warning).getByText('Carla')).toBeTruthy();
    expect(within(warning).getByText(productPt.WOULD_CREATE_CYCLE)).toBeTruthy();
    expect(within(warning).queryByText('Bruno')).toBeNull();
    fireEvent.click(within(warning).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the records were linked when none failed, and refreshes', async () => {
    const { runAction, getOne } = renderPlan(aPlan, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar tarefas' }));
    await choose('Bruno');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Itens adicionados com sucesso')).toBeTruthy();
    await waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThan(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('refuses to link nothing with the required message', async () => {
    const { runAction } = renderPlan(aPlan, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar tarefas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(runAction).not.toHaveBeenCalled();
  });

  it('unlinks among the linked records only, the failures titled by the action', async () => {
    const { runAction, getList } = renderPlan({ ...aPlan, taskIds: ['p1', 'p2'] }, [{ id: 'p2', error: 'NOT_LINKED' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remover tarefas' }));
    const input = screen.getByRole('combobox', { name: /Pessoas/ });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Ana' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ana', 'Bruno']);
    expect(getList).not.toHaveBeenCalled();
    await choose('Ana');
    await choose('Bruno');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledWith('plan', { action: 'removeTasks', id: 'pl1', body: { taskIds: ['p1', 'p2'] } }));
    // `failuresTitle` is a message key; missing, the generic title shows.
    const warning = await screen.findByRole('alertdialog', { name: 'Alguns itens não foram alterados' });
    expect(within(warning).getByText('Bruno')).toBeTruthy();
    expect(within(warning).getByText(enginePt.NOT_LINKED)).toBeTruthy();
  });
});
