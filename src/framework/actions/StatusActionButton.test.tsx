// @vitest-environment happy-dom
import pt from '../locales/pt.json';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ShowBase, useRecordContext, type RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../data/ApiError';
import type { ActionParams } from '../data/createDataProvider';
import type { ResourceModel } from '../registry/types';
import { useValueSet } from '../views/useValueSet';
import { ActionButtons } from './ActionButtons';
import { job, renderActionView, step, ticket } from './actionTestKit';

function StatusText({ resource }: { resource: ResourceModel }) {
  const record = useRecordContext();
  const { label } = useValueSet(resource, 'status');
  return <span data-testid="status">{record ? label(record.status) : ''}</span>;
}

/** A show page of one record: its status and its action buttons. */
function renderRecord(
  resource: ResourceModel,
  initial: RaRecord,
  answer: (params: ActionParams, stored: RaRecord) => RaRecord | Promise<RaRecord>,
  extra: Record<string, unknown> = {},
) {
  let stored = initial;
  const getOne = vi.fn(async () => ({ data: stored }));
  const runAction = vi.fn(async (_resource: string, params: ActionParams) => {
    stored = await answer(params, stored);
    return { data: stored, failures: [] };
  });
  renderActionView(
    <ShowBase resource={resource.name} id={initial.id}>
      <StatusText resource={resource} />
      <ActionButtons resource={resource} />
    </ShowBase>,
    { resource: resource.name, dataProvider: { getOne, runAction, ...extra } },
  );
  return { getOne, runAction };
}

const openSelect = () => fireEvent.mouseDown(screen.getByRole('combobox', { name: /Nova situação/ }));
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
const pick = (name: string) => {
  openSelect();
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
};
const statusShown = (text: string) => waitFor(() => expect(screen.getByTestId('status').textContent).toBe(text));
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));

const aJob = { id: 'j1', _id: 'j1', name: 'Pintura', status: 2, parentId: 'p1' };

describe('status actions', () => {
  beforeEach(() => {
    localStorage.setItem('userid', 'u7');
    localStorage.setItem('username', 'Ana');
  });
  afterEach(() => localStorage.clear());

  it('offers only the choices of the action, without the current status, labelled by the value set', async () => {
    renderRecord(job, aJob, (_params, stored) => stored);
    await statusShown('Em andamento');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar situação do trabalho' }));
    openSelect();
    expect(optionNames()).toEqual(['Não iniciada', 'Concluída', 'Cancelada']);
  });

  it('asks for the reason only for the targets that require it, and refuses it empty', async () => {
    const { runAction } = renderRecord(job, aJob, (_params, stored) => ({ ...stored, status: 9 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar situação do trabalho' }));
    pick('Concluída');
    expect(screen.queryByRole('textbox', { name: /Motivo/ })).toBeNull();
    pick('Cancelada');
    const reason = screen.getByRole('textbox', { name: /Motivo/ });
    expect(reason.getAttribute('placeholder')).toBe('Informe o motivo');
    expect(reason.hasAttribute('required')).toBe(true);
    // The note is offered but not required.
    expect(screen.getByRole('textbox', { name: /Justificativa/ }).hasAttribute('required')).toBe(false);
    confirm();
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(runAction).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: ' Duplicada ' } });
    confirm();
    await waitFor(() =>
      expect(runAction).toHaveBeenCalledWith('job', {
        action: 'updateStatus',
        id: 'j1',
        body: { parentId: 'p1', status: 9, reasonForCancellation: 'Duplicada', userId: 'u7', userName: 'Ana' },
      }),
    );
  });

  it('shows the status the server answered, not the one picked, and says it changed', async () => {
    // The API may answer another status than the one sent (spec §4: cancelling).
    renderRecord(job, aJob, (_params, stored) => ({ ...stored, status: 9 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar situação do trabalho' }));
    pick('Concluída');
    confirm();
    expect(await screen.findByText('Situação atualizada com sucesso')).toBeTruthy();
    await statusShown('Cancelada');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alterar situação do trabalho' })).toBeNull());
  });

  it('keeps the dialog and what was typed when the server refuses, and opens the error dialog', async () => {
    const refusal = new ApiError({ status: 400, body: { error: 'INVALID_STATUS', message: 'INVALID_STATUS' }, path: 'job/j1/update-status' });
    const { runAction } = renderRecord(job, aJob, () => {
      throw refusal;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar situação do trabalho' }));
    pick('Concluída');
    fireEvent.change(screen.getByRole('textbox', { name: /Justificativa/ }), { target: { value: 'Terminada hoje' } });
    confirm();
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByRole('heading', { name: pt.INVALID_STATUS })).toBeTruthy();
    expect(runAction).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: 'Alterar situação do trabalho', hidden: true });
    expect(within(dialog).getByRole('combobox', { hidden: true }).textContent).toBe('Concluída');
    expect((within(dialog).getByRole('textbox', { name: /Justificativa/, hidden: true }) as HTMLTextAreaElement).value).toBe('Terminada hoje');
    expect(screen.getByTestId('status').textContent).toBe('Em andamento');
  });

  it('puts the field errors of a refusal on their inputs instead of the error dialog', async () => {
    const refusal = new ApiError({
      status: 400,
      body: { error: 'VALIDATION_ERROR', message: 'VALIDATION_ERROR', errors: [{ field: 'justification', keyword: 'required', message: 'FIELD_IS_REQUIRED' }] },
      path: 'job/j1/update-status',
    });
    renderRecord(job, aJob, () => {
      throw refusal;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar situação do trabalho' }));
    pick('Concluída');
    confirm();
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers only the transitions from the current status, the reason only for a cancellation', async () => {
    const { runAction } = renderRecord(ticket, { id: 't1', _id: 't1', name: 'Vazamento', status: 'DRAFT' }, (params, stored) => ({
      ...stored,
      status: params.body?.nextStatus,
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar situação' }));
    openSelect();
    expect(optionNames()).toEqual(['Aguardando avaliação', 'Cancelada']);
    fireEvent.click(screen.getByRole('option', { name: 'Aguardando avaliação' }));
    expect(screen.queryByRole('textbox', { name: /Motivo/ })).toBeNull();
    confirm();
    await waitFor(() => expect(runAction).toHaveBeenCalledWith('ticket', { action: 'changeStatus', id: 't1', body: { nextStatus: 'AWAITING_EVALUATION' } }));
    // From the new status the allowed targets change.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Alterar situação' }));
    openSelect();
    expect(optionNames()).toEqual(['Em andamento', 'Cancelada']);
  });

  it('offers no status change from a status the transitions do not list', async () => {
    renderRecord(ticket, { id: 't2', _id: 't2', name: 'Fechado', status: 'COMPLETED' }, (_params, stored) => stored);
    await statusShown('Concluída');
    expect(screen.queryByRole('button', { name: 'Alterar situação' })).toBeNull();
  });

  it('links an action run on a hand-written page to the page of the record, calling nothing', async () => {
    const forward = {
      ...ticket,
      actions: [
        {
          name: 'forward',
          kind: 'status' as const,
          method: 'POST' as const,
          path: '{id}/forward',
          field: 'status',
          input: 'status',
          value: 'IN_PROGRESS',
          page: '/tickets/{id}/forward',
          transitions: { DRAFT: ['IN_PROGRESS'] },
          invalidError: 'INVALID_STATUS',
          confirm: false,
        },
      ],
    };
    const { runAction } = renderRecord(forward, { id: 't 3', _id: 't 3', name: 'Aberto', status: 'DRAFT' }, (_params, stored) => stored);
    const link = await screen.findByRole('link');
    expect(link.getAttribute('href')).toContain('/tickets/t%203/forward');
    fireEvent.click(link);
    expect(runAction).not.toHaveBeenCalled();
  });

  it('offers no page of an action whose transitions do not allow it', async () => {
    const forward = {
      ...ticket,
      actions: [
        {
          name: 'forward',
          kind: 'status' as const,
          method: 'POST' as const,
          path: '{id}/forward',
          field: 'status',
          input: 'status',
          value: 'IN_PROGRESS',
          page: '/tickets/{id}/forward',
          transitions: { DRAFT: ['IN_PROGRESS'] },
          invalidError: 'INVALID_STATUS',
          confirm: false,
        },
      ],
    };
    renderRecord(forward, { id: 't4', _id: 't4', name: 'Fechado', status: 'COMPLETED' }, (_params, stored) => stored);
    await statusShown('Concluída');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers no page of an action whose refuse rules refuse the record', async () => {
    const forward = {
      ...ticket,
      actions: [
        {
          name: 'forward',
          kind: 'status' as const,
          method: 'POST' as const,
          path: '{id}/forward',
          field: 'status',
          input: 'status',
          value: 'IN_PROGRESS',
          page: '/tickets/{id}/forward',
          transitions: { DRAFT: ['IN_PROGRESS'] },
          refuse: [{ field: 'isInternal', in: [false], error: 'USER_WITHOUT_PERMISSION', status: 400 }],
          invalidError: 'INVALID_STATUS',
          confirm: false,
        },
      ],
    };
    renderRecord(forward, { id: 't5', _id: 't5', name: 'Externo', status: 'DRAFT', isInternal: false }, (_params, stored) => stored);
    await statusShown('Rascunho');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('confirms a fixed target before calling, and hides it once the record holds it', async () => {
    const { runAction } = renderRecord(job, aJob, (_params, stored) => ({ ...stored, status: 9 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar trabalho' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Cancelar este trabalho?')).toBeTruthy();
    confirm();
    await waitFor(() => expect(runAction).toHaveBeenCalledWith('job', { action: 'cancel', id: 'j1', body: { status: 9, userId: 'u7' } }));
    await statusShown('Cancelada');
    expect(screen.queryByRole('button', { name: 'Cancelar trabalho' })).toBeNull();
  });

  it('requires the note for the statuses flagged by the rule resource, and sends the flags', async () => {
    const getList = vi.fn(async () => ({
      data: [
        { id: 's8', status: 8, explanationRequired: true },
        { id: 's3', status: 3, explanationRequired: false },
      ],
      total: 2,
    }));
    const { runAction } = renderRecord(
      step,
      { id: 'st1', _id: 'st1', name: 'Inspeção', status: 2 },
      (params, stored) => ({ ...stored, status: params.body?.status }),
      {
        getList,
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar situação' }));
    await waitFor(() => expect(getList).toHaveBeenCalledWith('step-status', expect.anything()));
    openSelect();
    // No choices declared: every value of the set but the current one.
    expect(optionNames()).toEqual(['Não iniciada', 'Bloqueada', 'Concluída', 'Reprovada', 'Cancelada']);
    fireEvent.click(screen.getByRole('option', { name: 'Reprovada' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Justificativa/ }).hasAttribute('required')).toBe(true));
    confirm();
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    pick('Concluída');
    expect(screen.getByRole('textbox', { name: /Justificativa/ }).hasAttribute('required')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Atualizar também no sistema externo' }));
    confirm();
    await waitFor(() => expect(runAction).toHaveBeenCalledWith('step', { action: 'updateStatus', id: 'st1', body: { status: 3, allowsExternalUpdate: true } }));
  });
});
