// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resolve } from 'node:path';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CallClientProvider } from '../../framework/contracts/CallClientContext';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { fakeHttp } from '../../framework/testing/callTestKit';
import { renderResourceView } from '../../framework/testing/renderResourceView';
import { testAuthProvider } from '../../framework/testing/testAuthProvider';
import en from '../../locales/preservationPlanTasks/en.json';
import { PreservationPlanTasksPage } from './PreservationPlanTasksPage';

const registry = loadRegistryFromDir(resolve(import.meta.dirname, '../../..'));
if (!registry.ok) throw new Error('the registry does not load');
const { model } = registry;

const planTask = (id: string, order: number, description: string) => ({
  _id: id,
  planId: 'plan1',
  taskId: `task-${id}`,
  order,
  warehouseFrequency: 7,
  fieldFrequency: 0,
  operationFrequency: 30,
  task: { _id: `task-${id}`, description },
});

/** The page for plan1 as a PROJECT_ADMIN, its tasks read through the call client, the plan and the writes through the data provider. */
function renderPlanTasks() {
  const rows = [planTask('a', 1, 'Lubricate bearings'), planTask('b', 2, 'Check insulation')];
  const { http, sent } = fakeHttp(() => ({ json: { data: rows } }));
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: { id: 'plan1', _id: 'plan1', name: 'Pumps' } })),
    update: vi.fn(async (_resource: string, { id, data }: { id: string; data: Record<string, unknown> }) => ({ data: { ...data, id } })),
  } as unknown as DataProvider;
  renderResourceView(
    <CallClientProvider client={{ http, contextKey: 'test' }}>
      <PreservationPlanTasksPage />
    </CallClientProvider>,
    {
      model,
      resource: 'preservation-plan-task',
      dataProvider,
      messages: en,
      route: { path: '/preservation-plan-tasks/:id', url: '/preservation-plan-tasks/plan1' },
      authProvider: testAuthProvider({ getPermissions: async () => ['PROJECT_ADMIN'] }),
    },
  );
  return { sent, dataProvider };
}

describe('the preservation plan tasks page', () => {
  it("reads the plan's tasks in one call, each named by its catalogue task", async () => {
    const { sent } = renderPlanTasks();
    await screen.findByText('Lubricate bearings');
    expect(screen.getAllByTestId('plan-task-name').map((name) => name.textContent)).toEqual(['Lubricate bearings', 'Check insulation']);
    expect(await screen.findByText('Plan: Pumps')).toBeTruthy();
    expect(screen.getAllByText('Warehouse: every 7 days')).toHaveLength(2);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET preservation-plan/plan1/tasks']);
  });

  it('saves a move as the stored plan tasks, without the catalogue task the call joins, and reads the tasks again', async () => {
    const { sent, dataProvider } = renderPlanTasks();
    fireEvent.click(await screen.findByRole('button', { name: 'Move Check insulation up' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const writes = vi.mocked(dataProvider.update).mock.calls.map(([resource, { id, data }]) => ({ resource, id, order: data.order, joined: 'task' in data }));
    expect(writes).toEqual([
      { resource: 'preservation-plan-task', id: 'b', order: 1, joined: false },
      { resource: 'preservation-plan-task', id: 'a', order: 2, joined: false },
    ]);
    expect(sent[1]).toMatchObject({ method: 'GET', path: 'preservation-plan/plan1/tasks' });
  });
});
