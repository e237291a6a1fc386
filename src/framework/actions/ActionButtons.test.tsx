// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Datagrid, List, ShowBase, TextField, WrapperField, type AuthProvider, type RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ActionParams } from '../data/createDataProvider';
import { ActionButtons } from './ActionButtons';
import { plan, renderActionView } from './actionTestKit';
import { testAuthProvider } from '../testing/testAuthProvider';

const aPlan = { id: 'pl1', _id: 'pl1', name: 'Plano A', isStandard: false, archived: false, taskIds: [] };

function renderPlan(initial: RaRecord, options: { authProvider?: AuthProvider; names?: string[] } = {}) {
  let stored = initial;
  const getOne = vi.fn(async () => ({ data: stored }));
  const runAction = vi.fn(async (_resource: string, params: ActionParams) => {
    stored = params.action === 'archive' ? { ...stored, archived: params.value } : { ...stored, isStandard: true };
    return { data: stored, failures: [] };
  });
  renderActionView(
    <ShowBase resource="plan" id={initial.id}>
      <ActionButtons resource={plan} names={options.names} />
    </ShowBase>,
    { resource: 'plan', dataProvider: { getOne, runAction }, authProvider: options.authProvider },
  );
  return { getOne, runAction };
}

const withRoles = (roles: string[]): AuthProvider => testAuthProvider({ getPermissions: async () => roles });

describe('ActionButtons', () => {
  it('sets a record as the standard, says so, refreshes, and hides the button once it is', async () => {
    const { runAction, getOne } = renderPlan(aPlan, { names: ['setStandard'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Definir como padrão' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledWith('plan', { action: 'setStandard', id: 'pl1' }));
    expect(await screen.findByText('Registro definido como padrão')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Definir como padrão' })).toBeNull());
    expect(getOne.mock.calls.length).toBeGreaterThan(1);
  });

  it('offers no "set as standard" on the standard record', async () => {
    const { getOne } = renderPlan({ ...aPlan, isStandard: true }, { names: ['setStandard', 'addTasks'] });
    expect(await screen.findByRole('button', { name: 'Adicionar tarefas' })).toBeTruthy();
    expect(getOne).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Definir como padrão' })).toBeNull();
  });

  it('flips a toggle with the new value', async () => {
    const { runAction } = renderPlan(aPlan, { names: ['archive'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Ativar' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledWith('plan', { action: 'archive', id: 'pl1', value: true }));
    expect(await screen.findByRole('button', { name: 'Desativar' })).toBeTruthy();
  });

  it('shows an action with roles only to those roles, one without to ADMIN and PROJECT_ADMIN', async () => {
    renderPlan(aPlan, { authProvider: withRoles(['PROJECT_ADMIN']) });
    expect(await screen.findByRole('button', { name: 'Definir como padrão' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ativar' })).toBeNull();
  });

  it('shows an action with roles to a user holding one', async () => {
    renderPlan(aPlan, { authProvider: withRoles(['ADMIN']) });
    expect(await screen.findByRole('button', { name: 'Ativar' })).toBeTruthy();
  });

  it('runs an action from a list row without opening the row', async () => {
    const rowClick = vi.fn(() => false as const);
    const runAction = vi.fn(async () => ({ data: { ...aPlan, isStandard: true }, failures: [] }));
    const getList = vi.fn(async () => ({ data: [aPlan], total: 1 }));
    renderActionView(
      <List resource="plan" storeKey={false} actions={false}>
        <Datagrid rowClick={rowClick} bulkActionButtons={false}>
          <TextField source="name" />
          <WrapperField label="">
            <ActionButtons resource={plan} names={['setStandard']} />
          </WrapperField>
        </Datagrid>
      </List>,
      { resource: 'plan', dataProvider: { getList, runAction } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Definir como padrão' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledTimes(1));
    expect(rowClick).not.toHaveBeenCalled();
  });
});
