// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import formsPt from '../../locales/forms/pt.json';
import ptBase from '../../locales/pt.json';
import enginePt from '../locales/pt.json';
import { deepMerge, type Messages } from '../i18n/buildMessages';
import { ApiError } from '../data/ApiError';
import { renderResourceView } from '../testing/renderResourceView';
import { sampleModel } from '../testing/sampleModel';
import { GeneratedCreate } from './GeneratedCreate';

const pt = deepMerge(deepMerge(enginePt as Messages, ptBase as Messages), formsPt as Messages) as typeof enginePt & typeof ptBase;

function nameInput(): HTMLInputElement {
  return screen.getByRole('textbox', { name: /Nome/ });
}

function render(create: DataProvider['create']) {
  const dataProvider = { create, getList: vi.fn(async () => ({ data: [], total: 0 })), getMany: vi.fn(async () => ({ data: [] })) } as unknown as DataProvider;
  renderResourceView(<GeneratedCreate />, { model: sampleModel(), resource: 'supplier', dataProvider, messages: pt });
}

describe('GeneratedCreate', () => {
  it('refuses an invalid email in the browser with the translated message', async () => {
    const create = vi.fn();
    render(create);
    await userEvent.type(await screen.findByRole('textbox', { name: /Nome/ }), 'ACME');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/i }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await screen.findByText('Formato de email inválido')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows a server refusal on the field and keeps what the user typed', async () => {
    const error = new ApiError({
      status: 400,
      path: 'supplier',
      body: { error: 'SUPPLIER.NAME_TAKEN', message: 'SUPPLIER.NAME_TAKEN', errors: [{ field: 'name', keyword: 'unique', message: 'validation.unique' }] },
    });
    const create = vi.fn(async () => Promise.reject(error));
    render(create);
    await userEvent.type(await screen.findByRole('textbox', { name: /Nome/ }), 'ACME');
    await userEvent.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('supplier', expect.objectContaining({ data: { name: 'ACME' } })));
    expect(await screen.findByText('Valor já cadastrado')).toBeTruthy();
    expect(nameInput().value).toBe('ACME');
  });

  it('opens the error dialog for a refusal that is not about a field', async () => {
    const error = new ApiError({
      status: 409,
      path: 'supplier',
      body: { error: 'ERROR_TASK_HAS_LINK_WITH_ACTIVITY', message: 'ERROR_TASK_HAS_LINK_WITH_ACTIVITY' },
    });
    render(vi.fn(async () => Promise.reject(error)));
    await userEvent.type(await screen.findByRole('textbox', { name: /Nome/ }), 'ACME');
    await userEvent.click(screen.getByRole('button', { name: /Salvar/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(pt.ERROR_TASK_HAS_LINK_WITH_ACTIVITY);
    fireEvent.click(screen.getByRole('button', { name: pt.errors.return }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(nameInput().value).toBe('ACME');
  });

  it("says the resource's own toast once created, never react-admin's generic one", async () => {
    const create = vi.fn(async () => ({ data: { id: 's1', name: 'ACME' } }));
    render(create as unknown as DataProvider['create']);
    await userEvent.type(await screen.findByRole('textbox', { name: /Nome/ }), '  ACME ');
    await userEvent.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('supplier', expect.objectContaining({ data: { name: 'ACME' } })));
    const toast = await screen.findByText(/criado$/);
    expect(toast.textContent).not.toBe(pt.ra.notification.created);
    expect(toast.textContent).toMatch(/^\S.* criado$/);
  });
});
