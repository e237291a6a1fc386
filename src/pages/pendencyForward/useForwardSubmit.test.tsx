// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type * as RaCore from 'ra-core';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CallClientProvider } from '../../framework/contracts/CallClientContext';
import { ApiError } from '../../framework/data/ApiError';
import type { HttpClient, HttpRequest } from '../../framework/data/httpClient';
import type { PlannedStep } from './forwardPlan';
import { useForwardSubmit } from './useForwardSubmit';

const PENDENCIES_ROUTE = '/pendencies';

const seen = vi.hoisted(() => ({
  created: [] as string[],
  notified: [] as string[],
  navigated: [] as string[],
  shown: [] as unknown[],
}));
vi.mock('ra-core', async (original) => ({
  ...(await original<typeof RaCore>()),
  useDataProvider: () => ({
    create: async (_resource: string, { data }: { data: { description: string } }) => {
      seen.created.push(data.description);
      return { data: { id: `task-${seen.created.length}` } };
    },
  }),
  useNotify: () => (message: string) => seen.notified.push(message),
}));
vi.mock('react-router-dom', () => ({ useNavigate: () => (path: string) => seen.navigated.push(path) }));
vi.mock('../../framework/feedback/ErrorDialogContext', () => ({ useErrorDialog: () => (error: unknown) => seen.shown.push(error) }));

beforeEach(() => {
  for (const list of Object.values(seen)) list.splice(0);
});

const plan: PlannedStep[] = [
  { stepId: 's1', name: 'Review', tasks: [{ kind: 'saved', id: 't1' }] },
  { stepId: 's2', name: 'Fix', tasks: [{ kind: 'new', key: 'new-1', description: 'Replace the gasket' }] },
];

function renderSubmit(http: HttpClient, steps: PlannedStep[], setPlan: (next: PlannedStep[]) => void = () => undefined) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>
      <CallClientProvider client={{ http, contextKey: 'test' }}>{children}</CallClientProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useForwardSubmit('p1', 'dp1', steps, setPlan, PENDENCIES_ROUTE), { wrapper });
}

describe('useForwardSubmit', () => {
  it('refuses at once a plan with an empty step, marking it, and sends nothing', () => {
    const http = vi.fn<HttpClient>();
    const { result } = renderSubmit(http, [...plan, { stepId: 's3', name: 'Close', tasks: [] }]);
    act(() => result.current.submit());
    expect(result.current.marked).toEqual(['s3']);
    expect(result.current.isPending).toBe(false);
    expect(seen.created).toEqual([]);
    expect(http).not.toHaveBeenCalled();
  });

  it('creates the tasks typed here, forwards with their ids, then says so and opens the list', async () => {
    const sent: HttpRequest[] = [];
    const plans: PlannedStep[][] = [];
    const { result } = renderSubmit(
      async (request) => {
        sent.push(request);
        return { status: 200, headers: new Headers(), json: { data: {} } };
      },
      plan,
      (next) => plans.push(next),
    );
    act(() => result.current.submit());
    await waitFor(() => expect(seen.navigated).toEqual([PENDENCIES_ROUTE]));
    expect(seen.created).toEqual(['Replace the gasket']);
    expect(plans.at(-1)?.[1]?.tasks).toEqual([{ kind: 'saved', id: 'task-1' }]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: 'pendency/p1/forward',
      body: {
        digitalProcessId: 'dp1',
        steps: [
          { stepId: 's1', tasks: ['t1'] },
          { stepId: 's2', tasks: ['task-1'] },
        ],
      },
    });
    expect(seen.notified).toEqual(['app.pendencyForward.forwarded']);
    await waitFor(() => expect(result.current.isPending).toBe(false));
  });

  it('shows a refused forward in the error dialog and stays on the page', async () => {
    const refusal = new ApiError({ status: 400, path: 'pendency/p1/forward', body: { error: 'INVALID_STATUS', message: 'INVALID_STATUS' } });
    const { result } = renderSubmit(() => Promise.reject(refusal), plan.slice(0, 1));
    act(() => result.current.submit());
    await waitFor(() => expect(seen.shown).toEqual([refusal]));
    expect(seen.navigated).toEqual([]);
    expect(seen.notified).toEqual([]);
    expect(result.current.isPending).toBe(false);
  });
});
